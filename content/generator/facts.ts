// Business facts in prose for the generator's pools: every number comes from content/business.ts,
// worded once here so the pools never retype a price, a warranty or an hour.
import { business, formatBRL } from "../business";
import { anos, dias, horas, joinPt, lcFirst, meses, vezes } from "../text";

export const b = business;
export const offers = b.prices.offers;
export const replacement = b.prices.motorReplacement;

export const cheapest = formatBRL(Math.min(...offers.map((o) => o.price)));
export const customersText = b.customers.toLocaleString("pt-BR");
export const powersText = joinPt(b.motorPowers);
export const openingText = `${joinPt(b.openingSeconds, "ou")} segundos`;
export const responseText = horas(b.responseHours);
export const installText = `${b.installationHours.min} a ${b.installationHours.max} horas`;
export const residentialRange = `${formatBRL(replacement.residential.min)} e ${formatBRL(replacement.residential.max)}`;
export const heavyRange = `${formatBRL(replacement.heavy.min)} e ${formatBRL(replacement.heavy.max)}`;
export const expressText = formatBRL(b.prices.maintenanceExpress);
export const expressWarranty = meses(b.prices.maintenanceExpressWarrantyMonths);
export const factoryWarranty = anos(b.warranty.factoryYears);
export const extendedWarranty = anos(b.warranty.extendedYears);
export const serviceWarranty = dias(b.warranty.serviceDays);
/** The seller's opening hours, read when a page is made (they are his to change). */
export const hoursText = () => `${lcFirst(b.hours.weekdays)}; ${lcFirst(b.hours.saturday)}`;
export const emergencyText = lcFirst(b.emergencyService);
export const homeMaintenance = vezes(b.maintenancePerYear.home);
export const condoMaintenance = vezes(b.maintenancePerYear.condo);
