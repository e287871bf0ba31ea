import type { Db } from '../../../platform/db/client.ts';
import {
  vehicleBodies,
  vehicleDriveTypes,
  vehicleFuelTypes,
  vehicleMakes,
  vehicleModels,
  vehicles,
  vehicleTransmissions,
} from '../fitment.tables.ts';

/** Test vehicles: a few lookups and vehicles inserted directly (the fitment module's own tables). */
export async function makeVehicleCatalogue(db: Db) {
  const one = async (t: typeof vehicleMakes, name: string) =>
    (await db.insert(t).values({ name }).onConflictDoNothing().returning())[0]!;
  const toyota = await one(vehicleMakes, 'Toyota');
  const ford = await one(vehicleMakes, 'Ford');
  const ute = await one(vehicleBodies, 'Utility');
  const wagon = await one(vehicleBodies, 'Wagon');
  const diesel = await one(vehicleFuelTypes, 'Diesel');
  const petrol = await one(vehicleFuelTypes, 'Petrol');
  const fourWd = await one(vehicleDriveTypes, '4WD');
  const rwd = await one(vehicleDriveTypes, 'RWD');
  const auto = await one(vehicleTransmissions, '6 SP AUTOMATIC');
  const manual = await one(vehicleTransmissions, '6 SP MANUAL');
  const [hilux] = await db
    .insert(vehicleModels)
    .values({ vehicle_make_id: toyota.id, name: 'Hilux' })
    .returning();
  const [ranger] = await db
    .insert(vehicleModels)
    .values({ vehicle_make_id: ford.id, name: 'Ranger' })
    .returning();
  const base = {
    cylinders: 4,
    engine_capacity: 2.8,
    kw_power: 130,
    vehicle_fuel_type_id: diesel.id,
    vehicle_drive_type_id: fourWd.id,
    vehicle_transmission_id: auto.id,
    doors: 4,
    month_from: 1,
  };
  const rows = await db
    .insert(vehicles)
    .values([
      {
        ...base,
        vehicle_make_id: toyota.id,
        vehicle_model_id: hilux!.id,
        series: 'GUN126R',
        variant: 'SR5',
        vehicle_body_id: ute.id,
        year_from: 2015,
        year_to: null,
        engine: '1GD-FTV',
        search_text: 'toyota hilux gun126r sr5 utility 1gd-ftv 2015',
        source: 'TecDoc',
        tecdoc_id: 11001,
      },
      {
        ...base,
        vehicle_make_id: toyota.id,
        vehicle_model_id: hilux!.id,
        series: 'KUN26R',
        variant: 'SR5',
        vehicle_body_id: ute.id,
        year_from: 2005,
        year_to: 2015,
        month_to: 6,
        engine: '1KD-FTV',
        engine_capacity: 3.0,
        search_text: 'toyota hilux kun26r sr5 utility 1kd-ftv 2005 2015',
        status: 'archived',
      },
      {
        ...base,
        vehicle_make_id: ford.id,
        vehicle_model_id: ranger!.id,
        series: 'PX',
        variant: 'XLT',
        vehicle_body_id: ute.id,
        year_from: 2011,
        year_to: 2015,
        engine: 'P4AT',
        engine_capacity: 3.2,
        search_text: 'ford ranger px xlt utility p4at 2011 2015',
        source: 'OSCAR',
        status: 'new',
      },
      {
        ...base,
        vehicle_make_id: ford.id,
        vehicle_model_id: ranger!.id,
        series: 'PX II',
        variant: 'Wildtrak',
        vehicle_body_id: ute.id,
        year_from: 2015,
        year_to: 2018,
        engine: 'P5AT',
        engine_capacity: 3.2,
        search_text: 'ford ranger px ii wildtrak utility p5at 2015 2018',
        status: 'updated',
      },
      {
        ...base,
        vehicle_make_id: ford.id,
        vehicle_model_id: ranger!.id,
        series: 'PJ',
        variant: 'XL',
        vehicle_body_id: wagon.id,
        year_from: 2006,
        year_to: 2009,
        engine: 'WEAT',
        engine_capacity: 2.5,
        vehicle_fuel_type_id: petrol.id,
        vehicle_drive_type_id: rwd.id,
        vehicle_transmission_id: manual.id,
        search_text: 'ford ranger pj xl wagon weat 2006 2009',
      },
    ])
    .returning({ id: vehicles.id });
  return {
    ids: rows.map((r) => r.id),
    makes: { toyota: toyota.id, ford: ford.id },
    models: { hilux: hilux!.id, ranger: ranger!.id },
    lookups: { ute: ute.id, wagon: wagon.id, diesel: diesel.id, fourWd: fourWd.id, auto: auto.id },
  };
}

/** The admin vehicle form as the web app sends it (strings, blanks for unset): a Hilux not yet in the catalogue. */
export function hiluxVehicleForm(v: Awaited<ReturnType<typeof makeVehicleCatalogue>>) {
  return {
    vehicle_make_id: v.makes.toyota,
    vehicle_model_id: v.models.hilux,
    vehicle_body_id: v.lookups.ute,
    series: 'GUN136R',
    month_from: '7',
    year_from: '2015',
    month_to: '',
    year_to: '',
    cylinders: '4',
    engine_capacity: '2.4',
    vehicle_transmission_id: v.lookups.auto,
    vehicle_drive_type_id: v.lookups.fourWd,
    vehicle_fuel_type_id: v.lookups.diesel,
    market: 'AU',
    variant: 'Workmate',
    engine: '2GD-FTV',
    kw_power: '110',
    tecdoc_id: '',
    autoinfo_id: '',
  };
}
