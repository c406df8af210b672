CREATE TABLE "faturas" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"id_cliente" integer NOT NULL,
	"competencia" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"descricao" text NOT NULL,
	"data_vencimento" date NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"numero" text,
	"data_emissao" date,
	"id_titulo" integer,
	"id_cobranca" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faturas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "faturas_valor" CHECK ("faturas"."valor_centavos" > 0),
	CONSTRAINT "faturas_emitida" CHECK ("faturas"."situacao" in ('pendente', 'cancelada') or "faturas"."numero" is not null)
);
--> statement-breakpoint
CREATE TABLE "faturas_anexos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "faturas_anexos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_fatura" uuid NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"enviado_por" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faturas_anexos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_id_escritorio_id_cliente_clientes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cliente") REFERENCES "public"."clientes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_id_escritorio_id_cobranca_cobrancas_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cobranca") REFERENCES "public"."cobrancas"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas_anexos" ADD CONSTRAINT "faturas_anexos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas_anexos" ADD CONSTRAINT "faturas_anexos_enviado_por_usuarios_id_interno_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas_anexos" ADD CONSTRAINT "faturas_anexos_id_escritorio_id_fatura_faturas_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_fatura") REFERENCES "public"."faturas"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_numero_uq" ON "faturas" USING btree ("id_escritorio","numero") WHERE numero is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_cobranca_uq" ON "faturas" USING btree ("id_escritorio","id_cobranca") WHERE id_cobranca is not null and situacao in ('pendente', 'emitida');--> statement-breakpoint
CREATE INDEX "faturas_competencia_idx" ON "faturas" USING btree ("id_escritorio","competencia");--> statement-breakpoint
CREATE INDEX "faturas_anexos_fatura_idx" ON "faturas_anexos" USING btree ("id_escritorio","id_fatura");