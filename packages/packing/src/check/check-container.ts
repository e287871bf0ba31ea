import type { CheckResult } from '../model/types.ts';
import type { ContainerBoxType, ContainerPlan, ContainerSpace } from '../container/pack-container.ts';

/**
 * Verifies a container loading plan without using the loader: inside the container, no overlaps,
 * sizes are a permutation of the box type's dimensions with a vertical-allowed dimension upright,
 * quantities not exceeded, reported volume and utilisation correct.
 */
export function checkContainerPlan(
  container: ContainerSpace,
  boxTypes: readonly ContainerBoxType[],
  plan: ContainerPlan,
): CheckResult {
  const errors: string[] = [];
  const used = new Map<string, number>();
  let volume = 0;
  const ps = plan.placements;
  ps.forEach((p, i) => {
    const at = `placement ${i} (${p.boxTypeId})`;
    const type = boxTypes.find((t) => t.id === p.boxTypeId);
    if (!type) {
      errors.push(`${at}: unknown box type`);
      return;
    }
    used.set(type.id, (used.get(type.id) ?? 0) + 1);
    const order = p.dimsOrder;
    if ([...order].sort().join() !== '0,1,2') errors.push(`${at}: dimsOrder is not a permutation`);
    else {
      if (
        p.size.x !== type.dims[order[0]] ||
        p.size.y !== type.dims[order[1]] ||
        p.size.z !== type.dims[order[2]]
      )
        errors.push(`${at}: size does not match dimsOrder`);
      if (!type.verticalAllowed[order[2]]) errors.push(`${at}: dimension ${order[2]} may not stand vertical`);
    }
    volume += p.size.x * p.size.y * p.size.z;
    const { x, y, z } = p.position;
    if (
      x < 0 ||
      y < 0 ||
      z < 0 ||
      x + p.size.x > container.length ||
      y + p.size.y > container.width ||
      z + p.size.z > container.height
    )
      errors.push(`${at}: outside the container`);
  });
  for (let i = 0; i < ps.length; i++) {
    const a = ps[i]!;
    for (let j = i + 1; j < ps.length; j++) {
      const b = ps[j]!;
      if (
        a.position.x < b.position.x + b.size.x &&
        b.position.x < a.position.x + a.size.x &&
        a.position.y < b.position.y + b.size.y &&
        b.position.y < a.position.y + a.size.y &&
        a.position.z < b.position.z + b.size.z &&
        b.position.z < a.position.z + a.size.z
      )
        errors.push(`placements ${i} and ${j} overlap`);
    }
  }
  for (const t of boxTypes) {
    if ((used.get(t.id) ?? 0) > t.quantity)
      errors.push(`box type ${t.id}: ${used.get(t.id)} placed, only ${t.quantity} available`);
  }
  if (volume !== plan.packedVolume) errors.push(`packedVolume ${plan.packedVolume} should be ${volume}`);
  const capacity = container.length * container.width * container.height;
  if (Math.abs(plan.utilisation - volume / capacity) > 1e-9)
    errors.push('utilisation does not match packed volume');
  return { ok: errors.length === 0, errors };
}
