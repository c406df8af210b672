CREATE TABLE "titulos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "titulos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"id_fornecedor" integer,
	"pagador" text,
	"data_vencimento" date NOT NULL,
	"data_competencia" date NOT NULL,
	"data_agendamento" date,
	"valor_centavos" bigint NOT NULL,
	"pago_centavos" bigint DEFAULT 0 NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_conta_corrente" integer,
	"id_departamento" integer,
	"id_filial" integer,
	"codigo_boleto" text,
	"pix" text,
	"observacoes" text,
	"cancelado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "titulos_pagamentos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "titulos_pagamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_titulo" integer NOT NULL,
	"data_pagamento" date NOT NULL,
	"id_conta_corrente" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"juros_centavos" bigint DEFAULT 0 NOT NULL,
	"multa_centavos" bigint DEFAULT 0 NOT NULL,
	"desconto_centavos" bigint DEFAULT 0 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titulos_pagamentos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "titulos_rateio" (
	"id_escritorio" integer NOT NULL,
	"id_titulo" integer NOT NULL,
	"ordem" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_departamento" integer,
	"id_filial" integer,
	"valor_centavos" bigint NOT NULL,
	CONSTRAINT "titulos_rateio_id_escritorio_id_titulo_ordem_pk" PRIMARY KEY("id_escritorio","id_titulo","ordem")
);
--> statement-breakpoint
ALTER TABLE "lancamentos" ALTER COLUMN "id_versao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos_mensais" ALTER COLUMN "id_versao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD COLUMN "id_pagamento_titulo" integer;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_id_fornecedor_fornecedores_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_fornecedor") REFERENCES "public"."fornecedores"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_id_categoria_categorias_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_categoria") REFERENCES "public"."categorias"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_id_departamento_departamentos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_departamento") REFERENCES "public"."departamentos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_id_escritorio_id_filial_filiais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_filial") REFERENCES "public"."filiais"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_pagamentos" ADD CONSTRAINT "titulos_pagamentos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_pagamentos" ADD CONSTRAINT "titulos_pagamentos_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_pagamentos" ADD CONSTRAINT "titulos_pagamentos_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_rateio" ADD CONSTRAINT "titulos_rateio_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_rateio" ADD CONSTRAINT "titulos_rateio_id_escritorio_id_titulo_titulos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_titulo") REFERENCES "public"."titulos"("id_escritorio","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_rateio" ADD CONSTRAINT "titulos_rateio_id_escritorio_id_categoria_categorias_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_categoria") REFERENCES "public"."categorias"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_rateio" ADD CONSTRAINT "titulos_rateio_id_escritorio_id_departamento_departamentos_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_departamento") REFERENCES "public"."departamentos"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_rateio" ADD CONSTRAINT "titulos_rateio_id_escritorio_id_filial_filiais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_filial") REFERENCES "public"."filiais"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titulos_vencimento_idx" ON "titulos" USING btree ("id_escritorio","tipo","data_vencimento","id");--> statement-breakpoint
CREATE INDEX "titulos_fornecedor_idx" ON "titulos" USING btree ("id_escritorio","id_fornecedor");--> statement-breakpoint
CREATE INDEX "titulos_pagamentos_titulo_idx" ON "titulos_pagamentos" USING btree ("id_escritorio","id_titulo");--> statement-breakpoint
CREATE INDEX "lancamentos_pagamento_titulo_idx" ON "lancamentos" USING btree ("id_escritorio","id_pagamento_titulo") WHERE id_pagamento_titulo is not null;