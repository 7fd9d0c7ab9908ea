export { parseWeblabs, serializeWeblabs, CONTROL, type Treatment } from './weblabs';
export {
  selectAssignedWeblabs,
  selectTreatment,
  selectWeblabCallsPending,
  selectWeblabs,
  treatmentRequested,
  treatmentReceived,
  type ExperimentSettings,
} from './experimentsSlice';
