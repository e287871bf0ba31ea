/**
 * Every message of the marketplace (merchant-marketplace sections 5 and 8, catalogue-pim section 5 "Listing"),
 * word for word as the spec writes them, spelling included ('succesfully'). Where the spec gives no wording, the
 * words here are ours and are marked so.
 */
export const MARKETPLACE_MESSAGES = {
  listing: {
    optionRequired: 'You must select at least one option to define listing variants.',
    optionsMax: 'You can only select a maximum of three options to define listing variants.',
    noSharedAttributes:
      'There are no shared attributes to use as variant options. You need at least one common attribute on each product. Please review the products you have added.',
    titleRequired: 'This field is required',
    titleTooLong: 'The title must be less than 255 characters.',
    created: 'Listing Created',
    createdFromProduct: 'Listing created succesfully',
    couldNotCreate: "Couldn't create listing: ",
    deleted: 'Listing Deleted',
    updated: 'Listing Updated',
    statusUpdated: 'Status Updated',
    visibilityUpdated: 'Visibility Updated',
    errorCreating: 'Error Creating Listing: ',
    errorUpdating: 'Error Updating Listing: ',
    // Ours: the spec names the rules but not these words.
    productsRequired: 'Select at least one product',
    productNotOfBrand: 'A selected product does not belong to this brand',
    productInOtherListing: (sku: string) => `${sku} is already in another listing`,
    unknownOption: (name: string) => `${name} is not an attribute of every selected product`,
    visibilityOnlyPublished: 'Visibility can be changed only while the listing is published',
    variantNoPrice: (sku: string) => `${sku} has no price`,
    variantEmptyOption: (sku: string, option: string) => `${sku} has no value for ${option}`,
    variantDuplicate: (sku: string) => `${sku} has the same option values as another variant`,
  },
  importList: {
    titleRequired: 'This field is required',
    titleTooLong: 'The title must be less than 255 characters.',
    // Spec section 5 words the SKU limit with "title": kept word for word.
    skuTooLong: 'The title must be less than 25 characters.',
    invalidUpdate: 'Invalid data provided for update.',
    publishFailed: 'Publish failed, please try again.',
    removalFailed: 'Removal failed, please try again.',
    cannotRemove: 'Cannot remove item, please try again.',
    selectStore: 'Please select at least one store to publish to.',
    subscriptionRequired: 'You need to select a subscription plan to proceed.',
    saving: 'Saving...',
    saved: 'Saved to draft',
    empty: 'Products you add to your Import List will appear here.',
    // Ours.
    agreementRequired: (brand: string) => `Accept the seller agreement of ${brand} first.`,
    listingNotAvailable: 'This listing is not available on the marketplace',
    variantNotInListing: 'The variant is not part of this listing',
  },
  issues: {
    reported: 'Issue reported successfully',
    failed: 'There was an error reporting the issue',
    detailsRequired: 'Details are required',
  },
  stores: {
    // Ours.
    nameRequired: 'Name is required',
    storeUnavailable: (name: string) => `${name}: the store did not answer in time`,
    storeRejected: (name: string, reason: string) => `${name}: ${reason}`,
  },
} as const;

/** The response time the Report Issue thank-you state shows, in days (the spec: "value given by the server"). */
export const ISSUE_RESPONSE_DAYS = 2;
