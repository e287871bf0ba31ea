/** The billing feature's public surface (merchant spec 2.8), composed into the page by app/areas/marketplace. */
export { BillingScreen, UsingShopifyButton } from './components/billing-screen.tsx';
