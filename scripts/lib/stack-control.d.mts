import type { Server } from 'node:http';
import type { StackHandle } from './stack.mjs';
export function startStackControl(stack: StackHandle, port: number): Promise<Server>;
