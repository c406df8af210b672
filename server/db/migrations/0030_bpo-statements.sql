CREATE TABLE "extratos_importacoes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "extratos_importacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_conta_corrente" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"formato" text NOT NULL,
	"banco" text,
	"novas" integer NOT NULL,
	"duplicadas" integer NOT NULL,
	"ilegiveis" integer NOT NULL,
	"id_usuario" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extratos_importacoes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "extratos_linhas" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "extratos_linhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_conta_corrente" integer NOT NULL,
	"id_importacao" integer,
	"data" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"descricao" text NOT NULL,
	"documento" text,
	"chave" text NOT NULL,
	"saldo" boolean DEFAULT false NOT NULL,
	"conciliacao" text,
	"id_titulo" integer,
	"id_pagamento" integer,
	"id_lancamento" bigint,
	"etapa_anterior" text,
	"id_linha_par" integer,
	"conciliado_por" integer,
	"conciliado_em" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "extratos_linhas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "extratos_regras" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "extratos_regras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"palavra" text NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_departamento" integer,
	"id_fornecedor" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extratos_regras_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "extratos_saldos" (
	"id_escritorio" integer NOT NULL,
	"id_conta_corrente" integer NOT NULL,
	"data" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	CONSTRAINT "extratos_saldos_id_escritorio_id_conta_corrente_data_pk" PRIMARY KEY("id_escritorio","id_conta_corrente","data")
);
--> statement-breakpoint
ALTER TABLE "extratos_importacoes" ADD CONSTRAINT "extratos_importacoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_importacoes" ADD CONSTRAINT "extratos_importacoes_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_linhas" ADD CONSTRAINT "extratos_linhas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_linhas" ADD CONSTRAINT "extratos_linhas_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_regras" ADD CONSTRAINT "extratos_regras_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_regras" ADD CONSTRAINT "extratos_regras_id_escritorio_id_categoria_categorias_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_categoria") REFERENCES "public"."categorias"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_regras" ADD CONSTRAINT "extratos_regras_id_escritorio_id_departamento_departamentos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_departamento") REFERENCES "public"."departamentos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_regras" ADD CONSTRAINT "extratos_regras_id_escritorio_id_fornecedor_fornecedores_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_fornecedor") REFERENCES "public"."fornecedores"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_saldos" ADD CONSTRAINT "extratos_saldos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_saldos" ADD CONSTRAINT "extratos_saldos_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extratos_linhas_chave_uq" ON "extratos_linhas" USING btree ("id_escritorio","id_conta_corrente","chave");--> statement-breakpoint
CREATE INDEX "extratos_linhas_data_idx" ON "extratos_linhas" USING btree ("id_escritorio","id_conta_corrente","data");--> statement-breakpoint
CREATE INDEX "extratos_linhas_abertas_idx" ON "extratos_linhas" USING btree ("id_escritorio","valor_centavos","data") WHERE conciliacao is null and not saldo;--> statement-breakpoint
CREATE INDEX "extratos_linhas_lancamento_idx" ON "extratos_linhas" USING btree ("id_escritorio","id_lancamento") WHERE id_lancamento is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "extratos_regras_palavra_uq" ON "extratos_regras" USING btree ("id_escritorio",lower("palavra"));--> statement-breakpoint
-- hand-written
-- Reconciliation looks up open bills and ledger entries by exact amount, then a date window (match-queries.ts).
CREATE INDEX "titulos_aberto_valor_idx" ON "titulos" USING btree ("id_escritorio","tipo",("valor_centavos" - "pago_centavos"),"data_vencimento") WHERE not "cancelado" and "pago_centavos" < "valor_centavos";--> statement-breakpoint
CREATE INDEX "lancamentos_conta_valor_idx" ON "lancamentos" USING btree ("id_escritorio","id_conta_corrente","valor_centavos","data_pagamento") WHERE "situacao" = 'atual' and "data_pagamento" is not null;
