export type * from './model/types.ts';
export { LABEL_MINIMUMS, meetsLabelMinimum, usableDimensions, type LabelMinimum } from './model/rules.ts';
export { pack, parcelLowerBound, OWN_PACKAGING_NOTE, SHIPS_SEPARATE_NOTE } from './packer/pack.ts';
export { packCarton } from './packer/pack-carton.ts';
export { checkPlan } from './check/check-plan.ts';
export { checkContainerPlan } from './check/check-container.ts';
export { renderParcelSvg, type RenderOptions } from './render/render-parcel-svg.ts';
export {
  packContainer,
  type ContainerBoxType,
  type ContainerOptions,
  type ContainerPlacement,
  type ContainerPlan,
  type ContainerSpace,
} from './container/pack-container.ts';
