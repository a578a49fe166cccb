// The CustomFunctions global Excel provides at run time, as far as the adapters use it: errors
// with a code and a message. Import this module before the adapters, so it is installed first.
export class StandInError {
  constructor(
    public code: string,
    public message?: string,
  ) {}
}

(globalThis as Record<string, unknown>).CustomFunctions = {
  Error: StandInError,
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" },
};
