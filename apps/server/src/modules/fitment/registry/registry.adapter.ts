import type { RegistryState } from './plates.ts';

/** A registration: the platform vehicle a plate is registered to in a state, and the model year on it. */
export interface Registration {
  state: RegistryState;
  plate: string;
  vehicleId: number;
  year: number;
}

/**
 * A state vehicle registry (the number plate search). One interface: the sandbox answers from the platform's own
 * vehicles; a real registry client would answer the same shape.
 */
export interface VehicleRegistry {
  /** The registration of a plate (upper case, letters and digits) in a state, or null. */
  lookup(state: RegistryState, plate: string): Promise<Registration | null>;
}
