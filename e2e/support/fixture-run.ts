/** The environment variable that names the folder of a run's fixture sites (see global-setup.ts). */
export const RUN_DIR_VARIABLE = `PORTFOLIO_FIXTURE_RUN`
