CREATE TABLE "bpo_regras_aprovacao" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bpo_regras_aprovacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"acima_de_centavos" bigint NOT NULL,
	"id_usuario" integer,
	CONSTRAINT "bpo_regras_aprovacao_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "titulos_etapas" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "titulos_etapas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_titulo" integer NOT NULL,
	"de" text,
	"para" text,
	"motivo" text,
	"id_usuario" integer NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_etapas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "titulos_recorrencias" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "titulos_recorrencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"frequencia" text NOT NULL,
	"fim" text NOT NULL,
	"fim_ocorrencias" integer,
	"fim_data" date,
	"modelo" jsonb NOT NULL,
	"base_ocorrencia" integer DEFAULT 1 NOT NULL,
	"base_vencimento" date NOT NULL,
	"base_competencia" date NOT NULL,
	"gerada_ate" integer DEFAULT 1 NOT NULL,
	"proximo_vencimento" date,
	"encerrada" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_recorrencias_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "id_recorrencia" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "ocorrencia" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "id_parcelamento" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "parcela" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "parcelas" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "parcelamento_total_centavos" bigint;--> statement-breakpoint
ALTER TABLE "bpo_regras_aprovacao" ADD CONSTRAINT "bpo_regras_aprovacao_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpo_regras_aprovacao" ADD CONSTRAINT "bpo_regras_aprovacao_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_etapas" ADD CONSTRAINT "titulos_etapas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_etapas" ADD CONSTRAINT "titulos_etapas_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_etapas" ADD CONSTRAINT "titulos_etapas_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_recorrencias" ADD CONSTRAINT "titulos_recorrencias_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_etapas_titulo_idx" ON "titulos_etapas" USING btree ("id_escritorio","id_titulo");--> statement-breakpoint
CREATE INDEX "titulos_recorrencias_proximo_idx" ON "titulos_recorrencias" USING btree ("id_escritorio","tipo","proximo_vencimento") WHERE proximo_vencimento is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_ocorrencia_uq" ON "titulos" USING btree ("id_escritorio","id_recorrencia","ocorrencia") WHERE id_recorrencia is not null;--> statement-breakpoint
-- The on/off setting 'pagamentos exigem aprovação' becomes a rule: above R$ 0,00 (every payable), any gestor.
INSERT INTO "bpo_regras_aprovacao" ("id_escritorio", "acima_de_centavos", "id_usuario")
  SELECT "id_escritorio", 0, NULL FROM "bpo_configuracao" WHERE "pagamentos_exigem_aprovacao";--> statement-breakpoint
-- The ERP tags become a state machine: a bill keeps only its furthest step.
UPDATE "titulos" SET "etiquetas" = ARRAY[(SELECT x FROM unnest(ARRAY['pagamento-conciliado', 'pagamento-aprovado',
  'pagamento-agendado', 'aguardando-remessa', 'aguardando-terceiros', 'nota-fiscal-pendente', 'fatura-pendente',
  'incluida-erp']) WITH ORDINALITY AS o(x, n) WHERE x = ANY("etiquetas") ORDER BY n LIMIT 1)]
  WHERE cardinality("etiquetas") > 1;--> statement-breakpoint
ALTER TABLE "bpo_configuracao" DROP COLUMN "pagamentos_exigem_aprovacao";