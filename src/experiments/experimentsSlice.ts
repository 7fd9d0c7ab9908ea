import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

/** Experiments whose weblab call is on its way: the page view waits for their answers. */
export const weblabCallsSlice = createSlice({
  name: 'weblabCalls',
  initialState: [] as string[],
  reducers: {
    weblabCallStarted(state, action: PayloadAction<string>) {
      state.push(action.payload);
    },
    weblabCallEnded(state, action: PayloadAction<string>) {
      return state.filter((id) => id !== action.payload);
    },
  },
});

export const { weblabCallStarted, weblabCallEnded } = weblabCallsSlice.actions;

/** A feature needs an experiment's treatment; `allowed` are the treatments it can show. */
export const treatmentRequested = createAction<{ id: string; allowed: Treatment[] }>('experiments/treatmentRequested');

interface State {
  experimentSettings: { sources: Sources<ExperimentSettings> };
  weblabAnswers: Record<string, Treatment>;
  weblabCalls: string[];
}

/** Treatments the host page assigned through the weblabs attribute. */
export const selectAssignedWeblabs = (state: Parameters<typeof settings.select>[0]) => settings.select(state).weblabs;

/** Whether some weblab call has not answered yet. */
export const selectWeblabCallsPending = (state: Pick<State, 'weblabCalls'>) => state.weblabCalls.length > 0;

// Every treatment this page runs under (the page view's): selectWeblabs.ts, loaded with the senders.

/**
 * An experiment's treatment: as the page states it (its server already decided), else as the
 * weblab call answered, else C (spec §4).
 */
export function selectTreatment(state: State, id: string): Treatment {
  return selectAssignedWeblabs(state)[id] ?? state.weblabAnswers[id] ?? CONTROL;
}
