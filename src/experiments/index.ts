export { parseWeblabs, serializeWeblabs, CONTROL, type Treatment } from './weblabs';
export { fetchTreatment } from './weblabApi';
export {
  selectAssignedWeblabs,
  selectTreatment,
  selectWeblabCallsPending,
  selectWeblabs,
  treatmentRequested,
  treatmentReceived,
  type ExperimentSettings,
} from './experimentsSlice';
