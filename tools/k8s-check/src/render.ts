import { join } from 'node:path';
import { WORKSPACE_ROOT } from './code-facts';
import { renderKustomization, type TManifest } from './kustomize';

export const OVERLAYS = ['dev', 'prod'] as const;
export type TOverlay = (typeof OVERLAYS)[number];

export const overlayDir = (overlay: TOverlay): string =>
  join(WORKSPACE_ROOT, 'k8s', 'overlays', overlay);

export const renderOverlay = (overlay: TOverlay): TManifest[] =>
  renderKustomization(overlayDir(overlay));
