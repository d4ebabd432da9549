import type { FakeAccount } from "./objects";
import { metadataOf, str } from "./params";
import { stripeId } from "./store";
import { get, invalid, type Routes } from "./wire";

/** Connect: Express accounts, their onboarding links and their dashboard's login links. */

/** `/v1/accounts`, `/v1/accounts/:id/login_links`, `/v1/account_links`. */
export const connectRoutes: Routes = {
  "POST accounts": ({ s, params: p }) => {
    const account: FakeAccount = { id: stripeId("acct"), object: "account", type: str(p.type) ?? "express", email: str(p.email), metadata: metadataOf(p.metadata), created: s.now() };
    s.accounts.set(account.id, account);
    return account;
  },
  "POST accounts/:id/login_links": ({ s, id }) => {
    const account = get(s.accounts, "account", id);
    return { object: "login_link", url: `${s.baseUrl}/express/${account.id}`, created: s.now() };
  },
  "POST account_links": ({ s, params: p }) => {
    const account = get(s.accounts, "account", str(p.account) ?? "");
    if (str(p.type) !== "account_onboarding") throw invalid("type must be account_onboarding here.", "type");
    return { object: "account_link", url: `${s.baseUrl}/connect/onboarding/${account.id}`, created: s.now(), expires_at: s.now() + 300 };
  },
};
