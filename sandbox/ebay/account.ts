import express, { type Response, type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { ebayErrors, sendErrors } from './errors.ts';
import { MARKETPLACES } from './seed.ts';
import type { EbaySandboxState } from './state.ts';
import { isObj } from './validate.ts';

const BASE = '/sell/account/v1';
const PROGRAMS = ['SELLING_POLICY_MANAGEMENT', 'OUT_OF_STOCK_CONTROL', 'PARTNER_MOTORS_DEALER'];

export function accountRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.use(BASE, requireToken(state, SCOPES.account));

  const list = (kind: 'fulfillment' | 'payment' | 'return', key: string) => (req: express.Request, res: Response) => {
    const user = userOf(res);
    const marketplace = String(req.query.marketplace_id ?? '');
    if (!MARKETPLACES.includes(marketplace)) return sendErrors(res, 400, [ebayErrors.account(20401, 'Missing or invalid marketplace_id.')]);
    // Business policies exist only for sellers opted in to SELLING_POLICY_MANAGEMENT.
    if (!user.optedInPrograms.has('SELLING_POLICY_MANAGEMENT'))
      return sendErrors(res, 400, [ebayErrors.account(20403, 'User is not eligible for Business Policy.')]);
    const items = user.policies[kind].filter((p) => p.marketplaceId === marketplace);
    res.json({ href: `${state.baseUrl}${BASE}/${kind}_policy?marketplace_id=${marketplace}`, limit: 20, offset: 0, total: items.length, [key]: items });
  };
  r.get(`${BASE}/fulfillment_policy`, list('fulfillment', 'fulfillmentPolicies'));
  r.get(`${BASE}/payment_policy`, list('payment', 'paymentPolicies'));
  r.get(`${BASE}/return_policy`, list('return', 'returnPolicies'));

  // Shipping rate tables: one domestic table per country the seller sells in (here: GB).
  r.get(`${BASE}/rate_table`, (req, res) => {
    const country = String(req.query.country_code ?? '');
    const tables = [{ countryCode: 'GB', locality: 'DOMESTIC', name: 'Standard UK rates', rateTableId: `RT-${userOf(res).userId}-GB` }];
    res.json({ rateTables: tables.filter((t) => !country || t.countryCode === country) });
  });
  // Know-your-customer checks: none outstanding, which eBay answers with 204 and no body.
  r.get(`${BASE}/kyc`, (_req, res) => void res.status(204).end());

  r.get(`${BASE}/program/get_opted_in_programs`, (_req, res) => {
    res.json({ programs: [...userOf(res).optedInPrograms].map((programType) => ({ programType })) });
  });

  const optRoute = (optIn: boolean) => (req: express.Request, res: Response) => {
    const programType = isObj(req.body) ? req.body.programType : undefined;
    if (typeof programType !== 'string' || !PROGRAMS.includes(programType)) return sendErrors(res, 400, [ebayErrors.account(20400, 'Invalid programType.')]);
    const programs = userOf(res).optedInPrograms;
    if (optIn === programs.has(programType))
      return sendErrors(res, 409, [ebayErrors.account(20409, `The user is already ${optIn ? 'opted in to' : 'opted out of'} ${programType}.`)]);
    if (optIn) programs.add(programType);
    else programs.delete(programType);
    res.status(200).json({});
  };
  r.post(`${BASE}/program/opt_in`, optRoute(true));
  r.post(`${BASE}/program/opt_out`, optRoute(false));
  return r;
}
