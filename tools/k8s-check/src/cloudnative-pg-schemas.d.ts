// @kubernetes-models/cloudnative-pg ships its generated validators without declarations; they have
// the same shape as kubernetes-models' (an Ajv standalone validate function).
declare module '@kubernetes-models/cloudnative-pg/_schemas/*' {
  export function validate(data: unknown): boolean;
}
