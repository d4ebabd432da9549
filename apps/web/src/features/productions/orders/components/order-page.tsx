import type { Order } from "../order-types";
import { APP_ROUTES } from "@vocable/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { useOrder } from "../api/use-order";
import { isOrderDraft, mayHaveDeliverables } from "../order-status";
import { AddMediaForm } from "./add-media-form";
import { DeliverablesSection } from "./deliverables-section";
import { ItemForm } from "./item-form";
import { ItemList } from "./item-list";
import { MediaList } from "./media-list";
import { OrderCheckout } from "./order-checkout";
import { OrderDetailsForm } from "./order-details-form";
import { OrderHeader } from "./order-header";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const backLink = (
  <Link to={APP_ROUTES.workspaceProductions} className="w-fit text-sm text-muted-foreground hover:underline">
    ← All orders
  </Link>
);

/**
 * /app/workspace/productions/:orderId: one order. While a draft: its media (add by upload, address,
 * history item, transcript or dub), its work (items with their quotes), name and deadline, the
 * price with Submit order and Cancel order. After: its status (polled while on its way), work and
 * media, and once delivered the results to download and preview.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);

  if (order.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="sr-only">Order</h1>
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the order" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="text-xl font-semibold">Order</h1>
        <InlineError
          title={missing ? "This order was not found" : undefined}
          message={missing ? "It may belong to another workspace. Go back to the orders and open one from the list." : errorMessage(order.error)}
          onRetry={missing ? undefined : () => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );
  }
  return <OrderBody order={order.data} />;
}

function OrderBody({ order }: { order: Order }) {
  const draft = isOrderDraft(order.state);
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="order-page" data-state={order.state}>
      {backLink}
      <OrderHeader order={order} />
      {mayHaveDeliverables(order.state) ? <DeliverablesSection order={order} /> : null}
      <Section id="order-media-title" title="Media">
        <MediaList media={order.media} />
        {draft ? <AddMediaForm orderId={order.order_id} /> : null}
      </Section>
      <Section id="order-work-title" title="Work">
        <ItemList order={order} editable={draft} />
        {draft ? <ItemForm orderId={order.order_id} media={order.media} /> : null}
      </Section>
      {draft ? (
        <Section id="order-details-title" title="Details">
          <OrderDetailsForm key={`${order.name}|${order.deadline_at ?? ""}`} order={order} />
        </Section>
      ) : null}
      <OrderCheckout order={order} />
    </div>
  );
}
