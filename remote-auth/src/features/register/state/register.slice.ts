import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The step-1 fields kept for step 2 (the confirm password and slider are not sent). */
export interface RegisterDraft {
  name: string;
  realName: string;
  passWord: string;
  phone: string;
}

/** Fields whose messages come from the server checks. */
export type CheckedField = 'name' | 'phone';

export interface RegisterState {
  /** 0 form, 1 phone verification, 2 success. */
  step: 0 | 1 | 2;
  draft: RegisterDraft | null;
  /** Messages of the async name/phone checks; a field absent here passed (or was not checked). */
  fieldErrors: Partial<Record<CheckedField, string>>;
  checking: boolean;
  submitting: boolean;
}

export const initialRegisterState: RegisterState = {
  step: 0,
  draft: null,
  fieldErrors: {},
  checking: false,
  submitting: false,
};

export const registerSlice = createSlice({
  name: 'register',
  initialState: initialRegisterState,
  reducers: {
    nameCheckRequested(_state, _action: PayloadAction<string>) {},
    phoneCheckRequested(_state, _action: PayloadAction<string>) {},
    fieldChecked(state, action: PayloadAction<{ field: CheckedField; error: string | null }>) {
      const { field, error } = action.payload;
      if (error) state.fieldErrors[field] = error;
      else delete state.fieldErrors[field];
    },
    formSubmitted(state, _action: PayloadAction<RegisterDraft>) {
      state.checking = true;
    },
    formRejected(state) {
      state.checking = false;
    },
    formAccepted(state, action: PayloadAction<RegisterDraft>) {
      state.checking = false;
      state.draft = action.payload;
      state.step = 1;
    },
    codeSubmitted(state, _action: PayloadAction<string>) {
      state.submitting = true;
    },
    registerFailed(state) {
      state.submitting = false;
    },
    registered(state) {
      state.submitting = false;
      state.step = 2;
    },
    backToForm(state) {
      state.step = 0;
    },
    registerReset() {
      return initialRegisterState;
    },
  },
});

export const {
  nameCheckRequested,
  phoneCheckRequested,
  fieldChecked,
  formSubmitted,
  formRejected,
  formAccepted,
  codeSubmitted,
  registerFailed,
  registered,
  backToForm,
  registerReset,
} = registerSlice.actions;
