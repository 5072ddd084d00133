/**
 * The shipped catalogs, by locale.
 *
 * ```ts
 * CATALOGS.pl['seat.W'] // 'Zachód'
 * ```
 */
import type { Catalogs } from '../catalog.js';
import { en } from './en.js';
import { es } from './es.js';
import { et } from './et.js';
import { pl } from './pl.js';
import { sk } from './sk.js';

/** Every locale's catalog. */
export const CATALOGS: Catalogs = { en, pl, es, sk, et };
