export { parseWeblabs, serializeWeblabs, CONTROL, type Treatment } from './weblabs';
export {
  selectAssignedWeblabs,
  selectTreatment,
  selectWeblabCallsPending,
  treatmentRequested,
  treatmentReceived,
  type ExperimentSettings,
} from './experimentsSlice';
