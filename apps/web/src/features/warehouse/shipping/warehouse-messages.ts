/** The warehouse shipping texts, word for word from distributor spec 8 (odd spellings kept). */
export const WAREHOUSE_SHIPPING_MESSAGES = {
  pickupRequesting: 'Pickup is being requested',
  pickupRequested: 'Pickup requested',
  pickupError: 'Error requesting pickup',
  byoDone: 'Shipment converted to BYO',
  byoError: 'Error converting shipment to BYO',
  manualDone: 'Manual booking successful',
  manualError: 'Error converting shipment to Manual',
  searchError: 'An error occured while searching for shipments.',
  labelSearchError: 'An error occured while xping for shipments.',
  noShipments: 'No shipments found.',
  noHandovers: 'No handovers found.',
  // Not in the spec (decision 0761).
  handedOver: 'Shipments handed over',
  handOverError: 'Error handing over shipments',
} as const;
