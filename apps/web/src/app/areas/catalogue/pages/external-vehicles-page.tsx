/** External vehicle pages (staff): the list, the body-term table, the translation editor and the linking view. */
export {
  BodyTermsPage,
  ExternalLinksPage,
  ExternalTranslationsPage,
  ExternalVehiclesPage,
} from '../../../../features/fitment/index.ts';
