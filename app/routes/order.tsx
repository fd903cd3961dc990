import { orderForm } from "~/content/order-form";
import { orderMeasurements } from "~/content/measurements";
import { orderPhotos } from "~/content/order-photos";
import { orderPage } from "~/content/order";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { OrderForm } from "~/sections/order-form";
import { PageIntro } from "~/sections/page-intro";
import styles from "./order.module.css";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: orderPage.title, description: orderPage.description, path: paths.order });

export default function Order() {
  return (
    <>
      <PageIntro eyebrow={orderPage.eyebrow} heading={orderPage.heading} intro={orderPage.intro} />
      <div className={styles.layout}>
        <OrderForm copy={orderForm} photosCopy={orderPhotos} measurements={orderMeasurements} />
      </div>
    </>
  );
}
