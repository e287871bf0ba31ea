import { Anchor, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { useVehicle } from '../api/fitment-api.ts';
import { AcesExport } from '../aces/aces-export.tsx';
import { BodyTerms } from './body-terms.tsx';
import { externalUrls } from './external-format.ts';
import { ExternalVehiclesList } from './external-vehicles-list.tsx';
import { LinkingView } from './linking-view.tsx';
import { TranslationEditor } from './translation-editor.tsx';

/** /catalogue/admin/external_vehicles */
export function ExternalVehiclesPage() {
  return (
    <>
      <PageHeader
        title="External Vehicles"
        description="Vehicles from TecDoc and OSCAR data, in each source's own words, mapped to the catalogue."
      />
      <ExternalVehiclesList />
    </>
  );
}

/** /catalogue/admin/external_vehicles/body_terms */
export function BodyTermsPage() {
  return (
    <>
      <PageHeader
        title="Body Terms"
        description="The global translation of each source's body words to the catalogue's bodies."
      />
      <BodyTerms />
    </>
  );
}

/** /catalogue/admin/external_vehicles/{id}/translations */
export function ExternalTranslationsPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Vehicle Translations"
        description="Compare the source's words with the global, group and vehicle translations."
      />
      <TranslationEditor key={id} id={Number(id)} />
    </>
  );
}

/** /catalogue/admin/vehicles/{id}/external_links */
export function ExternalLinksPage() {
  const { id = '' } = useParams();
  const vehicle = useVehicle(Number(id) || null);
  return (
    <>
      <PageHeader
        title="Link External Vehicles"
        description={vehicle.data?.title ?? 'Loading the vehicle'}
        actions={
          <>
            <Button variant="default" component={Link} to={`/catalogue/admin/vehicles/${id}/edit`}>
              Edit Vehicle
            </Button>
            <Anchor component={Link} to={externalUrls.list()} size="sm">
              External vehicles
            </Anchor>
          </>
        }
      />
      <LinkingView key={id} vehicleId={Number(id)} />
    </>
  );
}

/** /catalogue/fitment/aces_export: the brand's ACES-style fitment file (decision 0843). */
export function AcesExportPage() {
  return (
    <>
      <PageHeader
        title="ACES Export"
        description="The brand's vehicle fitment as an ACES-style XML file, written in the background."
      />
      <AcesExport />
    </>
  );
}
