import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createSourcedSettings, type Sources } from '../store/sourcedSettings';
import { CONTROL, type Treatment } from './weblabs';

export interface ExperimentSettings {
  /** Treatments the host page already knows (the weblabs attribute). */
  weblabs: Record<string, Treatment>;
}

const defaults: ExperimentSettings = { weblabs: {} };

const settings = createSourcedSettings('experimentSettings', defaults);

export const experimentSettingsSlice = settings.slice;

/** Treatments the weblab call answered, by experiment id. */
const noAnswers: Record<string, Treatment> = {};

export const weblabAnswersSlice = createSlice({
  name: 'weblabAnswers',
  initialState: noAnswers,
  reducers: {
    treatmentReceived(state, action: PayloadAction<{ id: string; treatment: Treatment }>) {
      state[action.payload.id] = action.payload.treatment;
    },
  },
});

export const { treatmentReceived } = weblabAnswersSlice.actions;

/** A feature needs an experiment's treatment; `allowed` are the treatments it can show. */
export const treatmentRequested = createAction<{ id: string; allowed: Treatment[] }>('experiments/treatmentRequested');

interface State {
  experimentSettings: { sources: Sources<ExperimentSettings> };
  weblabAnswers: Record<string, Treatment>;
}

/** Treatments the host page assigned through the weblabs attribute. */
export const selectAssignedWeblabs = createSelector([settings.select], (merged) => merged.weblabs);

/**
 * An experiment's treatment: as the page states it (its server already decided), else as the
 * weblab call answered, else C (spec §4).
 */
export function selectTreatment(state: State, id: string): Treatment {
  return selectAssignedWeblabs(state)[id] ?? state.weblabAnswers[id] ?? CONTROL;
}
