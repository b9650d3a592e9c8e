// The planner in a worker thread, from the sources (development, tests). A worker does not inherit the parent's
// TypeScript loader, so it registers tsx itself before importing the task. `npm start` runs the built worker
// instead (dist/server/plan-worker.mjs), which needs no loader.
import { register } from 'tsx/esm/api';

register();
const { default: plan } = await import('./plan-task.ts');

export default plan;
