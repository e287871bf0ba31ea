import '@mantine/dropzone/styles.css';
import {
  fileExtension,
  MEDIA_MESSAGES,
  MEDIA_RULES,
  type MediaType,
  type UploadMediaType,
} from '@partsflow/contracts';
import { Button, Card, Group, Image, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useUploadChart, useUploadMedia } from '../../api/media.ts';
import type { ProductRef } from '../../api/product-ref.ts';

const TYPE_OPTIONS: { value: MediaType; label: string }[] = (
  ['image', 'document', 'video', 'model', 'chart'] as const
).map((t) => ({ value: t, label: MEDIA_RULES[t].label }));

/** The browser's accept map for a type: by extension (some systems give no MIME type for .glb or .usdz). */
function acceptFor(type: MediaType): Record<string, string[]> {
  const exts = MEDIA_RULES[type].extensions.map((e) => `.${e}`);
  const mime: Record<MediaType, string> = {
    image: 'image/*',
    document: 'application/pdf',
    video: 'video/mp4',
    model: 'application/octet-stream',
    chart: 'text/csv',
  };
  return type === 'model' || type === 'chart'
    ? { [mime[type]]: exts, 'application/json': exts, 'model/gltf-binary': exts, 'model/vnd.usdz+zip': exts }
    : { [mime[type]]: exts };
}

/** The first reason a dropped file was refused, in the spec's words where it has them. */
function rejectionMessage(type: MediaType, rejection: FileRejection | undefined): string {
  const code = rejection?.errors[0]?.code;
  if (code === 'file-too-large') return MEDIA_MESSAGES.tooLarge(type);
  if (code === 'file-invalid-type') return MEDIA_MESSAGES.wrongExtension(type);
  return rejection?.errors[0]?.message ?? MEDIA_MESSAGES.noFile;
}

/**
 * Upload one file (spec section 2): choose the media type, drop or pick a file of its extensions (a preview for
 * png, jpg and jpeg), a title for a chart; Upload stays disabled until a file is chosen.
 */
export function MediaUploadCard({ product }: { product: ProductRef }) {
  const [type, setType] = useState<MediaType>('image');
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploadMedia = useUploadMedia(product);
  const uploadChart = useUploadChart(product);
  const rule = MEDIA_RULES[type];
  const preview = useMemo(
    () =>
      file && ['png', 'jpg', 'jpeg'].includes(fileExtension(file.name)) ? URL.createObjectURL(file) : null,
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reset = () => {
    setFile(null);
    setTitle('');
    setError(null);
  };

  const submit = async () => {
    if (!file) {
      setError(MEDIA_MESSAGES.noFile);
      return;
    }
    if (type === 'chart' && !title.trim()) {
      setError(MEDIA_MESSAGES.chartTitleRequired);
      return;
    }
    const outcome =
      type === 'chart'
        ? await mutateWithToast(uploadChart.mutateAsync({ title: title.trim(), file }), {
            success: (r) => r.message ?? MEDIA_MESSAGES.chartUploaded,
            error: (err) => serverMessageOr(err, MEDIA_MESSAGES.uploadFailed),
          })
        : await mutateWithToast(uploadMedia.mutateAsync({ type: type as UploadMediaType, file }), {
            success: (r) => r.message ?? MEDIA_MESSAGES.uploaded,
            error: (err) => serverMessageOr(err, MEDIA_MESSAGES.uploadFailed),
          });
    if (outcome.ok) reset();
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Upload Media
      </Title>
      <Stack gap="sm">
        <Select
          label="Media type"
          data={TYPE_OPTIONS}
          value={type}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            setType(v as MediaType);
            reset();
          }}
          maw={320}
        />
        {type === 'chart' && (
          <TextInput
            label="Chart title"
            required
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maw={480}
          />
        )}
        <Dropzone
          onDrop={(files) => {
            setFile(files[0] ?? null);
            setError(null);
          }}
          onReject={(rejections) => {
            // A refused file clears the value and shows the first reason.
            setFile(null);
            setError(rejectionMessage(type, rejections[0]));
          }}
          maxFiles={1}
          multiple={false}
          maxSize={rule.maxBytes}
          accept={acceptFor(type)}
          aria-label={`Choose a ${rule.label.toLowerCase()} file`}
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            {preview ? (
              <Image
                src={preview}
                alt={`Preview of ${file?.name ?? 'the chosen file'}`}
                h={90}
                w="auto"
                fit="contain"
              />
            ) : file ? (
              <IconFile size={40} aria-hidden />
            ) : (
              <IconUpload size={40} aria-hidden />
            )}
            <div>
              <Text size="md" fw={500}>
                {file ? file.name : 'Drag a file here or click to choose one'}
              </Text>
              <Text size="sm" c="dimmed">
                {rule.hint}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          {file && (
            <Button variant="default" onClick={reset}>
              Clear
            </Button>
          )}
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={uploadMedia.isPending || uploadChart.isPending}
            onClick={() => void submit()}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
