// Who is behind the site, said one way wherever it is said (the footer of every page, the terms):
// the Company, Limited Liability Partnership and Business (Names and Trading Disclosures)
// Regulations 2015 ask for the registered name, number, place of registration and office.
import { siteConfig } from '../config/site-config.ts'
import { business } from './business.ts'

const { company } = siteConfig

/** "Pellet Flush Heating is a trading name of Pellet Flush Heating Ltd, registered in England and Wales (company number 01234567)." */
export const tradingAs = `${business.name} is a trading name of ${company.name}, a company registered in ${business.registeredIn} (company number ${company.number}).`

/** "Registered office: 1 Example Road, London, ZZ99 9ZZ. VAT number GB 123 4567 89." */
export const registeredDetails = `Registered office: ${company.registeredOffice}.${company.vatNumber ? ` VAT number ${company.vatNumber}.` : ''}`
