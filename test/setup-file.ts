/** Runs before every test file: what helper modules made for the file goes when it ends. */
import { afterAll } from 'vitest';
import { endTestFile } from './support/file-folder.ts';

afterAll(endTestFile);
