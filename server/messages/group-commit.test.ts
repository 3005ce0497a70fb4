import { expect, test } from "vitest";
import { createGroupCommit } from "./group-commit.ts";

function recordingCommit(refuse: (item: string) => boolean = () => false) {
  const transactions: string[][] = [];
  const commit = (items: string[]) => {
    if (items.some(refuse)) throw new Error("refused");
    transactions.push(items);
    return items.map((item) => item.toUpperCase());
  };
  return { transactions, commit };
}

test("writes that arrive together share one transaction, and each gets its own result", async () => {
  const { transactions, commit } = recordingCommit();
  const group = createGroupCommit(commit);

  const results = await Promise.all(["a", "b", "c"].map((item) => group.write(item)));

  expect(results).toEqual(["A", "B", "C"]);
  expect(transactions).toEqual([["a", "b", "c"]]);
});

test("a write is not answered before its transaction has committed", async () => {
  const { transactions, commit } = recordingCommit();
  const group = createGroupCommit(commit);

  const written = group.write("a").then((result) => ({ result, committedBefore: transactions.length }));

  expect(transactions).toEqual([]);
  expect(await written).toEqual({ result: "A", committedBefore: 1 });
});

test("writes after a commit go into the next transaction", async () => {
  const { transactions, commit } = recordingCommit();
  const group = createGroupCommit(commit);

  await group.write("a");
  await Promise.all([group.write("b"), group.write("c")]);

  expect(transactions).toEqual([["a"], ["b", "c"]]);
});

test("one item the transaction refuses fails only its own write", async () => {
  const { transactions, commit } = recordingCommit((item) => item === "bad");
  const group = createGroupCommit(commit);

  const results = await Promise.allSettled(["a", "bad", "c"].map((item) => group.write(item)));

  expect(results).toEqual([
    { status: "fulfilled", value: "A" },
    { status: "rejected", reason: new Error("refused") },
    { status: "fulfilled", value: "C" },
  ]);
  expect(transactions).toEqual([["a"], ["c"]]);
});

test("flush commits what is waiting at once (before the store closes)", async () => {
  const { transactions, commit } = recordingCommit();
  const group = createGroupCommit(commit);

  const written = group.write("a");
  group.flush();

  expect(transactions).toEqual([["a"]]);
  expect(await written).toBe("A");
});
