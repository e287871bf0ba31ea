import '@mantine/dropzone/styles.css';
import {
  BRAND_MESSAGES,
  brandInputSchema,
  fileExtension,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  type Brand,
  type BrandInput,
} from '@partsflow/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ResponsiveTabs } from '../../../components/responsive-tabs/responsive-tabs.tsx';
import { serverMessages } from '../../../lib/api-errors.ts';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useSaveBrand } from './brands-api.ts';

const m = BRAND_MESSAGES;
export const BRAND_TABS = ['details', 'appearance', 'seller-agreements'] as const;
type BrandTab = (typeof BRAND_TABS)[number];
/** Spec section 9: brand creation redirects after 1 s (the toast is read first). */
const REDIRECT_MS = 1000;

interface BrandFormValues {
  brand: {
    name: string;
    code: string;
    marketplace: boolean;
    require_merchant_application: boolean;
    remove_logo: boolean;
    brand_seller_agreement_attributes: {
      text: string;
      active: boolean;
      max_discount_percent: number | string;
    };
  };
}

const FIELDS = [
  'brand.name',
  'brand.code',
  'brand.brand_seller_agreement_attributes.text',
  'brand.brand_seller_agreement_attributes.max_discount_percent',
] as const;

function defaults(brand: Brand | null): BrandFormValues {
  const a = brand?.brand_seller_agreement_attributes;
  return {
    brand: {
      name: brand?.name ?? '',
      code: brand?.code ?? '',
      marketplace: brand?.marketplace ?? true,
      require_merchant_application: brand?.require_merchant_application ?? false,
      remove_logo: false,
      brand_seller_agreement_attributes: {
        text: a?.text ?? '',
        active: a?.active ?? false,
        max_discount_percent: a?.max_discount_percent ?? 0,
      },
    },
  };
}

/** The tab that shows a field with an error (the form can be sent from any tab). */
function tabOfErrors(errors: FieldErrors<BrandFormValues>): BrandTab | null {
  if (errors.brand?.name || errors.brand?.code) return 'details';
  if (errors.brand?.brand_seller_agreement_attributes) return 'seller-agreements';
  return null;
}

const accept = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/svg+xml': ['.svg'],
};

/**
 * The brand editor (spec section 2): tabs Details, Appearance (logo: png, jpg, jpeg or svg) and Seller Agreements,
 * the tab in the URL hash; 'Create Brand' for a new brand, 'Brand Settings' for an existing one.
 */
export function BrandEditor({ brand }: { brand: Brand | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.replace('#', '');
  const tab: BrandTab = (BRAND_TABS as readonly string[]).includes(hash) ? (hash as BrandTab) : 'details';
  const setTab = (t: string) => void navigate({ hash: t === 'details' ? '' : t }, { replace: true });
  const save = useSaveBrand(brand?.id ?? null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<BrandFormValues, unknown, BrandInput>({
    resolver: contractResolver<BrandFormValues, typeof brandInputSchema>(brandInputSchema),
    defaultValues: defaults(brand),
  });
  const { register, control, handleSubmit, setError, formState, reset, setValue } = form;
  useEffect(() => reset(defaults(brand)), [brand, reset]);
  const removeLogo = useWatch({ control, name: 'brand.remove_logo' });
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const failText = (errors: string) => (brand ? m.updateError(errors) : m.createError(errors));

  const submit = handleSubmit(
    async ({ brand: v }) => {
      const outcome = await mutateWithToast(
        save.mutateAsync({
          name: v.name,
          code: v.code,
          marketplace: v.marketplace,
          require_merchant_application: v.require_merchant_application,
          remove_logo: v.remove_logo && !logo,
          logo,
          agreement: v.brand_seller_agreement_attributes,
        }),
        {
          success: (r) => r.message ?? (brand ? m.updated : m.created),
          error: (err) => {
            const messages = serverMessages(err);
            return messages.length
              ? failText(messages.join(', '))
              : brand
                ? failText('')
                : m.unknownCreateError;
          },
        },
      );
      if (!outcome.ok) {
        applyServerErrors(outcome.error, setError, FIELDS, { root: false });
        const logoDetail = serverMessages(outcome.error).find((s) => s.toLowerCase().includes('logo'));
        if (logoDetail) {
          setLogoError(logoDetail);
          setTab('appearance');
        }
        return;
      }
      setLogo(null);
      if (!brand) {
        const to = outcome.data.location ?? `/catalogue/brands/${outcome.data.brand.id}`;
        window.setTimeout(() => void navigate(to), REDIRECT_MS);
      }
    },
    (errors) => {
      const t = tabOfErrors(errors);
      if (t) setTab(t);
    },
  );

  const agreementErrors = formState.errors.brand?.brand_seller_agreement_attributes;
  const currentLogo = brand?.logo && !removeLogo ? brand.logo : null;

  const details = (
    <Stack gap="sm" maw={560}>
      <TextInput
        label="Name"
        required
        {...register('brand.name')}
        error={formState.errors.brand?.name?.message}
      />
      <TextInput
        label="Code"
        description="A short code for exports and reports (optional)"
        {...register('brand.code')}
        error={formState.errors.brand?.code?.message}
      />
      <Checkbox label="Show this brand's listings on the marketplace" {...register('brand.marketplace')} />
      <Checkbox
        label="Merchants must apply before selling this brand"
        {...register('brand.require_merchant_application')}
      />
    </Stack>
  );

  const appearance = (
    <Stack gap="sm" maw={560}>
      <Text fw={500}>Logo</Text>
      {currentLogo && !logo && (
        <Group gap="md">
          <Image src={currentLogo} alt={`${brand?.name ?? 'Brand'} logo`} h={72} w="auto" fit="contain" />
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setValue('brand.remove_logo', true)}
          >
            Remove logo
          </Button>
        </Group>
      )}
      <Dropzone
        onDrop={(files) => {
          setLogo(files[0] ?? null);
          setLogoError(null);
          setValue('brand.remove_logo', false);
        }}
        onReject={(rejections) => {
          // A refused file clears the value and shows the first reason.
          setLogo(null);
          const code = rejections[0]?.errors[0]?.code;
          setLogoError(code === 'file-too-large' ? m.logoTooLarge : m.logoExtension);
        }}
        maxFiles={1}
        multiple={false}
        maxSize={LOGO_MAX_BYTES}
        accept={accept}
        aria-label="Choose a logo file"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          {preview ? (
            <Image
              src={preview}
              alt={`Preview of ${logo?.name ?? 'the logo'}`}
              h={80}
              w="auto"
              fit="contain"
            />
          ) : logo ? (
            <IconPhoto size={40} aria-hidden />
          ) : (
            <IconUpload size={40} aria-hidden />
          )}
          <div>
            <Text size="md" fw={500}>
              {logo ? logo.name : 'Drag a logo here or click to choose one'}
            </Text>
            <Text size="sm" c="dimmed">
              {LOGO_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} up to 5MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      {logo && !(LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(logo.name)) && (
        <Text c="red.8" size="sm">
          {m.logoExtension}
        </Text>
      )}
      {logoError && (
        <Text c="red.8" size="sm" role="alert">
          {logoError}
        </Text>
      )}
      {removeLogo && (
        <Text size="sm" c="dimmed">
          The logo is removed when you save.
        </Text>
      )}
    </Stack>
  );

  const agreements = (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        Merchants accept this agreement once before they publish this brand&apos;s listings to their stores.
      </Text>
      <Checkbox label="Active" {...register('brand.brand_seller_agreement_attributes.active')} />
      <Textarea
        label="Agreement"
        autosize
        minRows={5}
        maxRows={16}
        {...register('brand.brand_seller_agreement_attributes.text')}
        error={agreementErrors?.text?.message}
      />
      <Controller
        control={control}
        name="brand.brand_seller_agreement_attributes.max_discount_percent"
        render={({ field }) => (
          <NumberInput
            label="Max discount percent"
            required
            min={0}
            max={100}
            step={1}
            decimalScale={2}
            clampBehavior="none"
            suffix="%"
            maw={220}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={agreementErrors?.max_discount_percent?.message}
          />
        )}
      />
    </Stack>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={brand ? 'Brand Settings' : 'Create Brand'}>
      <Card withBorder padding="lg">
        <ResponsiveTabs
          label="Brand sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'details', label: 'Details', content: details },
            { value: 'appearance', label: 'Appearance', content: appearance },
            { value: 'seller-agreements', label: 'Seller Agreements', content: agreements },
          ]}
        />
        {formState.errors.root?.server && (
          <Alert color="red" mt="md">
            {formState.errors.root.server.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending}>
            {brand ? 'Save' : 'Create Brand'}
          </Button>
        </Group>
      </Card>
    </form>
  );
}
