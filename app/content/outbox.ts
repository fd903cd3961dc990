/** Every word about orders kept on the phone while the connection is down, from data/outbox.json. */
import data from "./data/outbox.json" with { type: "json" };
import { outboxSchema } from "./outbox.schema";
import { checkData } from "./schema";

export const outbox = checkData("outbox.json", outboxSchema, data);
