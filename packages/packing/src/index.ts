export type * from './model/types.ts';
export { LABEL_MINIMUMS, meetsLabelMinimum, usableDimensions, type LabelMinimum } from './model/rules.ts';
export { pack, parcelLowerBound } from './packer/pack.ts';
export {
  packContainer,
  type ContainerBoxType,
  type ContainerOptions,
  type ContainerPlacement,
  type ContainerPlan,
  type ContainerSpace,
} from './container/pack-container.ts';
