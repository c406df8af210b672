CREATE TABLE "assinaturas" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "assinaturas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cliente" integer NOT NULL,
	"id_plano" integer NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"cartao_token" text NOT NULL,
	"inicio" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinaturas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "cobranca_regras" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cobranca_regras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cliente" integer NOT NULL,
	"tipo" text NOT NULL,
	"valor_centavos" bigint,
	"percentual" integer,
	"minimo_centavos" bigint NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobranca_regras_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "cobranca_regras_minimo" CHECK ("cobranca_regras"."minimo_centavos" >= 299),
	CONSTRAINT "cobranca_regras_valor" CHECK (("cobranca_regras"."tipo" = 'fixo' and "cobranca_regras"."valor_centavos" >= 299) or ("cobranca_regras"."tipo" = 'percentual' and "cobranca_regras"."percentual" >= 1))
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cobrancas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origem" text NOT NULL,
	"id_origem" integer NOT NULL,
	"numero" integer DEFAULT 0 NOT NULL,
	"id_cliente" integer NOT NULL,
	"descricao" text NOT NULL,
	"competencia" date NOT NULL,
	"vencimento" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"base_centavos" bigint,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"id_titulo" integer,
	"pago_em" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "cobrancas_valor" CHECK ("cobrancas"."valor_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "cobrancas_eventos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cobrancas_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cobranca" integer NOT NULL,
	"acao" text NOT NULL,
	"status" text NOT NULL,
	"id_usuario" integer,
	"detalhe" text,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_eventos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "pagamento_planos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pagamento_planos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamento_planos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "pagamento_planos_valor" CHECK ("pagamento_planos"."valor_centavos" >= 299)
);
--> statement-breakpoint
CREATE TABLE "parcelamentos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "parcelamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_cliente" integer NOT NULL,
	"descricao" text NOT NULL,
	"valor_total_centavos" bigint NOT NULL,
	"parcelas" integer NOT NULL,
	"cartao_token" text NOT NULL,
	"status" text DEFAULT 'ativo' NOT NULL,
	"criado_por" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcelamentos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_id_escritorio_id_cliente_clientes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cliente") REFERENCES "public"."clientes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_id_escritorio_id_plano_pagamento_planos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_plano") REFERENCES "public"."pagamento_planos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_regras" ADD CONSTRAINT "cobranca_regras_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_regras" ADD CONSTRAINT "cobranca_regras_id_escritorio_id_cliente_clientes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cliente") REFERENCES "public"."clientes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_id_escritorio_id_cliente_clientes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cliente") REFERENCES "public"."clientes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_eventos" ADD CONSTRAINT "cobrancas_eventos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_eventos" ADD CONSTRAINT "cobrancas_eventos_id_usuario_usuarios_id_interno_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_eventos" ADD CONSTRAINT "cobrancas_eventos_id_escritorio_id_cobranca_cobrancas_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cobranca") REFERENCES "public"."cobrancas"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_planos" ADD CONSTRAINT "pagamento_planos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelamentos" ADD CONSTRAINT "parcelamentos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelamentos" ADD CONSTRAINT "parcelamentos_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelamentos" ADD CONSTRAINT "parcelamentos_id_escritorio_id_cliente_clientes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_cliente") REFERENCES "public"."clientes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_origem_uq" ON "cobrancas" USING btree ("id_escritorio","origem","id_origem","numero","competencia");--> statement-breakpoint
CREATE INDEX "cobrancas_competencia_idx" ON "cobrancas" USING btree ("id_escritorio","competencia");--> statement-breakpoint
CREATE INDEX "cobrancas_eventos_em_idx" ON "cobrancas_eventos" USING btree ("id_escritorio","em");