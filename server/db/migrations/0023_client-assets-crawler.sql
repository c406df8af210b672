CREATE TABLE "acoes_faltantes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acoes_faltantes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stock" text NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mudancas_ticker" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mudancas_ticker_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"old_name" text NOT NULL,
	"new_name" text NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos_rf" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "produtos_rf_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"emissor" text NOT NULL,
	"tipo" text NOT NULL,
	"indexador" text NOT NULL,
	"taxa" text NOT NULL,
	"vencimento" date NOT NULL,
	"preco_unitario_centavos" bigint NOT NULL,
	"aplicacao_minima_centavos" bigint NOT NULL,
	"id_tarefa" uuid NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_rf_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "acoes_faltantes" ADD CONSTRAINT "acoes_faltantes_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mudancas_ticker" ADD CONSTRAINT "mudancas_ticker_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_rf" ADD CONSTRAINT "produtos_rf_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_rf" ADD CONSTRAINT "produtos_rf_id_escritorio_id_tarefa_tarefas_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_tarefa") REFERENCES "public"."tarefas"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acoes_faltantes_stock_uq" ON "acoes_faltantes" USING btree ("stock");--> statement-breakpoint
CREATE UNIQUE INDEX "mudancas_ticker_old_uq" ON "mudancas_ticker" USING btree ("old_name");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_rf_codigo_uq" ON "produtos_rf" USING btree ("id_escritorio","codigo");