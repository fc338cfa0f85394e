import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { recordSingletons } from '@vg/shared';

// Baked in at build time from the contract this remote was built against;
// the host compares its major with its own before rendering a page.
export const contractVersion: string = __VG_CONTRACT_VERSION__;

recordSingletons(__VG_APP_NAME__, { useState, createPortal, styled, QueryClient, useNavigate });
