/** A delivery's sender or recipient as the delivery row stores it (jsonb), and as orders hand it to shipping. */
export interface PartyJson {
  company: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  subdivision_code: string;
  postal_code: string;
  country: string;
}
