/** The first model year a vehicle can have: Benz's Patent-Motorwagen, 1885. */
export const FIRST_MODEL_YEAR = 1885;

/** The year the 17-character VIN became the rule (ISO 3779 / NHTSA, 1981 model year). */
export const VIN_FIRST_MODEL_YEAR = 1981;
