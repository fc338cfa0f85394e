import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { recordSingletons, withMessages, withReleaseNote } from '@vg/shared';
import { loadCatalogue } from './i18n/load-catalogue';
import type { ComponentType } from 'react';

// The federation interface version this remote was built against, baked in at build time; the
// host compares its major with its own before rendering a page (docs/adr/0001).
export const interfaceVersion: string = __VG_REMOTE_INTERFACE_VERSION__;

recordSingletons(__VG_APP_NAME__, { useState, createPortal, styled, QueryClient, useNavigate });

/**
 * Every exposed page: in the reader's language, from this remote's own catalogues, and saying which
 * release is on screen when the build has a release label.
 */
export function exposePage<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return withMessages(withReleaseNote(Page, __VG_APP_NAME__, __VG_RELEASE_LABEL__), loadCatalogue);
}
