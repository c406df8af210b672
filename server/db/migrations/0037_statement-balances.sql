-- hand-written (must run BEFORE the generated statements below, which drop the column it reads): balance
-- pseudo-rows that earlier imports stored as lines become declared balances ('Saldo anterior' is the close of the
-- day before its date; the latest row wins a date; a balance already declared for that date is kept), then go.
INSERT INTO "extratos_saldos" ("id_escritorio", "id_conta_corrente", "data", "valor_centavos")
SELECT DISTINCT ON ("id_escritorio", "id_conta_corrente", "dia") "id_escritorio", "id_conta_corrente", "dia", "valor_centavos"
FROM (
  SELECT "id_escritorio", "id_conta_corrente", "id", "valor_centavos",
    CASE WHEN "descricao" ~* '^saldo\s+anterior' THEN "data" - 1 ELSE "data" END AS "dia"
  FROM "extratos_linhas" WHERE "saldo"
) AS "s"
ORDER BY "id_escritorio", "id_conta_corrente", "dia", "id" DESC
ON CONFLICT ("id_escritorio", "id_conta_corrente", "data") DO NOTHING;--> statement-breakpoint
DELETE FROM "extratos_linhas" WHERE "saldo";--> statement-breakpoint
DROP INDEX "extratos_linhas_abertas_idx";--> statement-breakpoint
CREATE INDEX "extratos_linhas_abertas_idx" ON "extratos_linhas" USING btree ("id_escritorio","valor_centavos","data") WHERE conciliacao is null;--> statement-breakpoint
ALTER TABLE "extratos_linhas" DROP COLUMN "saldo";