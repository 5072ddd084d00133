/**
 * The robots that fill empty seats, as `SeatAgent`s over @biritch/robots.
 *
 * ```ts
 * const agent = defaultRobotAgent?.('E'); // null while no robot can play a whole deal
 * ```
 */
import type { Seat } from '@biritch/core';
import type { SeatAgent } from './driver.js';

/**
 * A factory of robot agents, or null: @biritch/robots does not yet export card play, so a robot
 * could not finish a deal; robot seats are refused with `robots/not-available` until it does.
 */
export const defaultRobotAgent: ((seat: Seat) => SeatAgent) | null = null;
