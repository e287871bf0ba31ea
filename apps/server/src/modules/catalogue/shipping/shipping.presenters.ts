import {
  cubicWeightKg,
  DIMENSION_UNITS,
  displayHazardAmount,
  roundTo,
  toMillimetres,
  type DimensionUnit,
  type Hazard,
  type Package,
} from '@partsflow/contracts';
import type {
  dangerousGoodsDefinitions,
  packageHazards,
  packages,
  productHazards,
} from '../catalogue.tables.ts';

export function presentPackage(row: typeof packages.$inferSelect, packageType: string | null): Package {
  const unit = (DIMENSION_UNITS as readonly string[]).includes(row.dimensions_unit)
    ? (row.dimensions_unit as DimensionUnit)
    : 'cm';
  const cubic =
    row.length !== null && row.width !== null && row.height !== null
      ? roundTo(
          cubicWeightKg(
            toMillimetres(row.length, unit),
            toMillimetres(row.width, unit),
            toMillimetres(row.height, unit),
          ),
          3,
        )
      : null;
  return {
    id: row.id,
    package_type: packageType,
    package_type_id: row.package_type_id,
    identifier: row.identifier,
    length: row.length,
    width: row.width,
    height: row.height,
    dimensions_unit: row.dimensions_unit,
    weight: row.weight,
    weight_unit: row.weight_unit,
    cubic_weight: cubic,
    label: row.label,
    ships_separate: row.ships_separate,
    use_outer_box: row.use_outer_box,
    packing: row.use_outer_box ? 'Use Outer Box' : 'Ships As Is',
  };
}

export function presentHazard(r: {
  hazard: typeof productHazards.$inferSelect;
  definition: typeof dangerousGoodsDefinitions.$inferSelect;
  amounts: { ph: typeof packageHazards.$inferSelect; package_identifier: string | null }[];
}): Hazard {
  const first = r.amounts[0]?.ph;
  return {
    id: r.hazard.id,
    shipping_dangerous_goods_definition_id: r.definition.id,
    un_number: r.definition.un_number,
    hazard_identifier: r.definition.hazard_identifier,
    proper_shipping_name: r.definition.proper_shipping_name,
    display_amount: displayHazardAmount(first?.amount, first?.amount_unit),
    package_hazards: r.amounts.map((a) => ({
      id: a.ph.id,
      package_id: a.ph.package_id,
      package_identifier: a.package_identifier,
      amount: a.ph.amount,
      amount_unit: a.ph.amount_unit,
      supplemental_info: a.ph.supplemental_info,
      shipping_dangerous_goods_definition_id: r.definition.id,
    })),
  };
}
