-- A seller's pricing and fee settings (spec 000 §3 and §9, 001 §3, 002 §3: pricing_option,
-- pricing_percent_margin, pricing_fixed_margin, pricing_formula, ebay_fee_country, ebay_shop_type,
-- ebay_info, shopify_pricing_formulas, percent_sale_fee) as the legacy document names them. Only
-- what the seller changed is stored; the spec's defaults are applied when read
-- (server/modules/accounts/user-settings.ts).
ALTER TABLE "users" ADD COLUMN "settings" JSONB NOT NULL DEFAULT '{}';
