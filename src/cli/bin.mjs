#!/usr/bin/env node
// The `playtest` command. The project is TypeScript run through tsx, so the
// shim registers tsx's loader and hands over to the real entry point.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
