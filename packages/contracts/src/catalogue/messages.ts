/**
 * Every validation message of the catalogue, word for word as the forms and the API show them. The spec
 * names the rules (section 5); where it gives no wording, these are the words.
 */
export const CATALOGUE_MESSAGES = {
  product: {
    skuRequired: 'SKU is required',
    skuTooLong: 'SKU must be at most 100 characters',
    brandRequired: 'Brand is required',
    subBrandRequired: 'Sub Brand is required',
    subBrandNotOfBrand: 'Sub Brand must belong to the chosen brand',
    recordType: 'Type must be Part or Assembly',
    priceNumber: 'Price must be a number',
    priceMin: 'Price must be 0 or more',
    searchPriorityRange: 'Search priority must be a whole number from 0 to 100',
    titleTooLong: 'Title must be at most 255 characters',
    skuTaken: 'SKU has already been taken for this brand',
  },
  packages: {
    lengthRequired: 'Length is required',
    lengthMin: 'Length must be at least 0.1',
    widthRequired: 'Width is required',
    widthMin: 'Width must be at least 0.1',
    heightRequired: 'Height is required',
    heightMin: 'Height must be at least 0.1',
    weightNumber: 'Weight must be a number',
    weightMin: 'Weight must be at least 0.001',
    dimensionsUnitRequired: 'Dimension unit is required',
    dimensionsUnitInvalid: 'Dimension unit must be one of cm, m, mm, in, ft, yd',
    weightUnitRequired: 'Weight unit is required',
    weightUnitInvalid: 'Weight unit must be one of kg, lb, g, oz',
  },
  attributes: {
    nameRequired: 'Name is required',
    dataTypeInvalid: 'Data type must be one of alphanumeric, numeric, lookup, boolean, without_value',
    attributeRequired: 'Choose an attribute',
    numeric: 'Value must be a number (an optional minus sign, digits and one decimal point)',
    tooLong: (max: number) => `Value must be at most ${max} characters`,
    lookupRequired: 'Choose a value',
    customValueEmpty: 'A new value cannot be empty',
    booleanInvalid: 'Value must be Yes or No',
    alreadyOnProduct: 'This attribute is already on the product',
    productTypeRequired: 'Product type is required',
  },
  customs: {
    hsCodeRequired: 'Choose an HS code',
    countryCode: 'Country must be a 2-letter country code',
  },
  productNumbers: {
    minLength: 'Product number must be at least 3 characters',
    typeInvalid: 'Type must be gtin, oem or alternate',
    gtinDigits: 'GTIN must be 8, 12, 13 or 14 digits',
    gtinCheckDigit: 'GTIN check digit is invalid',
    duplicate: 'This product number is already on the product',
    vehicleMakes: 'Vehicle makes must be a comma-separated list of ids',
  },
  hazards: {
    definitionRequired: 'Choose a dangerous goods definition',
    amountRequired: 'Amount is required',
    amountNumber: 'Amount must be a number',
    amountMin: 'Amount must be 0 or more',
    unitRequired: 'Unit is required',
    unitInvalid: 'Unit must be one of g, kg, ml, l',
  },
  pricing: {
    centsWhole: 'Amounts must be whole cents',
    centsMin: 'Amounts must be 0 or more',
  },
  productTypes: {
    titleRequired: 'Title is required',
  },
  issues: {
    issueRequired: 'Describe the issue',
  },
} as const;
