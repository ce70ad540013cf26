// The Google sandbox (libs/google-sandbox) for tests: start it in-process like the other fakes
// (`await new GoogleSandbox().start()`, a free port on 127.0.0.1), point the product at it with
// `sandbox.env()`, drive Google's side with `sandbox.control`.
export {
  BUSINESS_MANAGE_SCOPE,
  GOOGLE_ENV,
  GoogleSandbox,
  OPERATIONS as GOOGLE_SANDBOX_OPERATIONS,
  SEED as GOOGLE_SANDBOX_SEED,
  type SandboxControls,
  type TConsentChoice,
  type TFault,
  type TGoogleSandboxOptions,
  type TPushBody,
  type TPushDelivery,
  type TPushOutcome,
  type TRequestLogEntry,
} from '@app/google-sandbox';
