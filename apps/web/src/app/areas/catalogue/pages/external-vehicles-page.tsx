/**
 * External vehicle pages (staff): the list, the body-term table, the translation editor and the linking view; and
 * the brand's ACES export (catalogue members).
 */
export {
  AcesExportPage,
  BodyTermsPage,
  ExternalLinksPage,
  ExternalTranslationsPage,
  ExternalVehiclesPage,
} from '../../../../features/fitment/index.ts';
