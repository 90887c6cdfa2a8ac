import { findSpecialtyBySlug } from "../catalogs/specialties.ts";

/**
 * Patient-facing guides shown on specialty pages. General information only:
 * no diagnoses, no treatments or doses; every guide points the reader to a
 * professional and names the warning signs that need urgent care (911 in Mexico).
 */
export interface SpecialtyGuide {
  /** One or two sentences: what this specialist treats. */
  intro: string;
  /** Four to six reasons to book a visit. */
  whenToVisit: string[];
  /** Two to four signs that need urgent care instead (911 or the emergency room). */
  urgentSigns: string[];
  /** Three short tips to prepare the first consultation. */
  firstVisitTips: string[];
}

export const SPECIALTY_GUIDES: Record<string, SpecialtyGuide> = {
  cardiologia: {
    intro:
      "El cardiólogo diagnostica y trata las enfermedades del corazón y de los vasos sanguíneos, como la hipertensión, las arritmias, la insuficiencia cardiaca y el colesterol alto. También ayuda a prevenir infartos en personas con factores de riesgo.",
    whenToVisit: [
      "Tienes la presión arterial alta o te la encontraron elevada en varias mediciones.",
      "Sientes palpitaciones, latidos irregulares o muy rápidos sin una causa clara.",
      "Te falta el aire al subir escaleras o caminar, o se te hinchan los tobillos.",
      "Tienes colesterol o triglicéridos altos, diabetes o fumas.",
      "Hay antecedentes de infarto o muerte súbita en tu familia.",
      "Necesitas una valoración cardiológica antes de una cirugía o de empezar a hacer ejercicio intenso.",
    ],
    urgentSigns: [
      "Dolor u opresión en el pecho que dura más de unos minutos o se extiende al brazo, la mandíbula o la espalda: llama al 911.",
      "Falta de aire repentina, sudor frío, náuseas o sensación de desmayo junto con malestar en el pecho.",
      "Desmayo o pérdida del conocimiento, sobre todo si ocurre durante el esfuerzo.",
      "Debilidad de un lado del cuerpo, cara desviada o dificultad para hablar: pueden ser signos de un infarto cerebral; llama al 911 de inmediato.",
    ],
    firstVisitTips: [
      "Lleva la lista de los medicamentos que tomas, con el nombre y la frecuencia tal como te los indicaron.",
      "Si puedes, anota durante unos días tu presión arterial y tu pulso, con fecha y hora.",
      "Lleva estudios previos como electrocardiogramas, análisis de sangre o ecocardiogramas.",
    ],
  },

  psicologia: {
    intro:
      "El psicólogo acompaña a personas, parejas y familias en problemas emocionales y de conducta, como la ansiedad, la depresión, el estrés, el duelo o las dificultades de relación, mediante psicoterapia. No receta medicamentos; cuando hace falta, trabaja junto con un psiquiatra.",
    whenToVisit: [
      "Sientes tristeza, preocupación o nervios la mayor parte del tiempo durante varias semanas.",
      "El estrés afecta tu sueño, tu trabajo, tus estudios o tus relaciones.",
      "Atraviesas una pérdida, una separación o un cambio importante que te cuesta manejar.",
      "Tienes conflictos frecuentes con tu pareja o tu familia y quieren aprender a resolverlos.",
      "Quieres trabajar tu autoestima, tus hábitos o la forma en que reaccionas ante situaciones difíciles.",
    ],
    urgentSigns: [
      "Pensamientos de quitarte la vida o de hacerte daño: llama al 911 o a la Línea de la Vida (800 911 2000), disponible las 24 horas.",
      "Una persona cercana habla de suicidio, se despide o regala sus cosas: no la dejes sola y busca ayuda de inmediato.",
      "Crisis de angustia con dolor en el pecho o falta de aire que no ceden: acude a urgencias para descartar una causa física.",
      "Confusión intensa, ver u oír cosas que otros no perciben, o conductas que ponen en riesgo a la persona o a otros.",
    ],
    firstVisitTips: [
      "Piensa qué te gustaría cambiar o lograr con la terapia; no necesitas tenerlo del todo claro.",
      "Pregunta por la duración y la frecuencia de las sesiones, el costo y el enfoque de trabajo del psicólogo.",
      "Es normal sentir nervios: la confianza con tu terapeuta se construye con las sesiones.",
    ],
  },

  ginecologia: {
    intro:
      "El ginecólogo atiende la salud del aparato reproductor femenino y de las mamas en todas las etapas de la vida, y como obstetra da seguimiento al embarazo, el parto y el posparto.",
    whenToVisit: [
      "Para tu revisión anual, el Papanicolaou o la prueba de VPH que te corresponda según tu edad.",
      "Tienes reglas muy abundantes, dolorosas, irregulares o sangrado entre periodos.",
      "Buscas un método anticonceptivo o quieres planear un embarazo.",
      "Estás embarazada o crees estarlo y necesitas iniciar tu control prenatal.",
      "Tienes flujo con mal olor, comezón, ardor o dolor durante las relaciones sexuales.",
      "Presentas síntomas de la menopausia que afectan tu vida diaria.",
    ],
    urgentSigns: [
      "Sangrado vaginal abundante, sobre todo si estás embarazada o empapas una toalla por hora.",
      "Dolor intenso en el bajo vientre, de aparición repentina, con o sin desmayo.",
      "En el embarazo: salida de líquido, disminución de los movimientos del bebé, dolor de cabeza fuerte con visión borrosa o hinchazón repentina de cara y manos.",
      "Fiebre alta con dolor pélvico, o fiebre en los días posteriores al parto. Ante cualquiera de estos signos acude a urgencias o llama al 911.",
    ],
    firstVisitTips: [
      "Anota la fecha de tu última menstruación y cómo son tus ciclos.",
      "Para el Papanicolaou, evita programarlo durante la regla y pregunta al consultorio qué indicaciones debes seguir los días previos.",
      "Lleva tus estudios anteriores (ultrasonidos, mastografías, resultados de laboratorio) y la lista de medicamentos que tomas.",
    ],
  },

  dermatologia: {
    intro:
      "El dermatólogo diagnostica y trata las enfermedades de la piel, el cabello y las uñas, como el acné, la dermatitis, la psoriasis, las manchas y los lunares, y ayuda a detectar a tiempo el cáncer de piel.",
    whenToVisit: [
      "Tienes acné que no mejora o que deja manchas o cicatrices.",
      "Un lunar cambió de tamaño, forma o color, sangra o es distinto a los demás.",
      "Presentas comezón, ronchas, resequedad o descamación que no desaparecen.",
      "Notas caída del cabello abundante o zonas sin pelo.",
      "Tienes uñas engrosadas, despegadas o con cambios de color.",
      "Quieres revisar tu piel si te expones mucho al sol o hay casos de cáncer de piel en tu familia.",
    ],
    urgentSigns: [
      "Ronchas con hinchazón de labios, lengua o párpados, o con dificultad para respirar: llama al 911.",
      "Erupción extensa con ampollas, piel que se desprende o llagas en la boca y los ojos, sobre todo tras iniciar un medicamento.",
      "Zona de la piel roja, caliente y dolorosa que crece rápido, acompañada de fiebre.",
      "Quemaduras extensas, profundas o en la cara, las manos o los genitales.",
    ],
    firstVisitTips: [
      "No te maquilles ni te pintes las uñas si la consulta es por la piel de la cara o por las uñas.",
      "Toma fotos de la lesión si cambia con el tiempo o aparece y desaparece.",
      "Lleva los productos, cremas y medicamentos que usas o has usado en la zona afectada.",
    ],
  },

  pediatria: {
    intro:
      "El pediatra cuida la salud de bebés, niños y adolescentes: vigila su crecimiento y desarrollo, aplica y orienta sobre vacunas y atiende sus enfermedades más frecuentes.",
    whenToVisit: [
      "Para las consultas de control del niño sano, que revisan peso, talla y desarrollo.",
      "Para revisar el esquema de vacunación y resolver dudas sobre las vacunas.",
      "Tu hijo tiene fiebre, tos, diarrea o dolor de oído que duran más de lo esperado.",
      "Tienes dudas sobre la lactancia, la alimentación o el sueño de tu bebé.",
      "Notas retrasos en el habla, el movimiento o el aprendizaje, o cambios en su conducta.",
    ],
    urgentSigns: [
      "Fiebre en un bebé menor de 3 meses, o fiebre con manchas en la piel que no desaparecen al presionarlas.",
      "Dificultad para respirar, labios morados, hundimiento de las costillas al respirar o respiración muy rápida.",
      "Convulsiones, somnolencia excesiva, dificultad para despertarlo o llanto inconsolable.",
      "Signos de deshidratación: boca seca, llanto sin lágrimas, pocas orinas o vómito que no para. Ante cualquiera de estos signos llama al 911 o acude a urgencias.",
    ],
    firstVisitTips: [
      "Lleva la Cartilla Nacional de Salud o la cartilla de vacunación de tu hijo.",
      "Anota desde cuándo tiene los síntomas, la temperatura que ha tenido y lo que le has dado.",
      "Lleva una muda, un pañal y algo que lo tranquilice, como su juguete favorito.",
    ],
  },

  "medicina-general": {
    intro:
      "El médico general es el primer contacto para la mayoría de los problemas de salud: atiende enfermedades comunes, hace chequeos preventivos y te orienta sobre cuándo necesitas un especialista.",
    whenToVisit: [
      "Tienes gripa, dolor de garganta, fiebre, diarrea o infecciones comunes.",
      "Quieres un chequeo general o estudios de rutina según tu edad.",
      "Necesitas un certificado médico para la escuela, el trabajo o el deporte.",
      "Tienes un síntoma nuevo y no sabes con qué especialista acudir.",
      "Quieres dar seguimiento a tu presión arterial, glucosa o peso.",
    ],
    urgentSigns: [
      "Dolor en el pecho, falta de aire intensa o desmayo: llama al 911.",
      "Debilidad de un lado del cuerpo, cara desviada o dificultad para hablar: llama al 911 de inmediato.",
      "Fiebre muy alta con rigidez de cuello, confusión o manchas en la piel.",
      "Sangrado abundante que no se detiene o dolor abdominal muy intenso.",
    ],
    firstVisitTips: [
      "Haz una lista de tus síntomas, desde cuándo los tienes y qué los mejora o empeora.",
      "Lleva los nombres de los medicamentos, vitaminas o remedios que tomas.",
      "Anota tus dudas para no olvidarlas durante la consulta.",
    ],
  },

  psiquiatria: {
    intro:
      "El psiquiatra es el médico especialista en salud mental: diagnostica y trata trastornos como la depresión, la ansiedad, el trastorno bipolar, el insomnio o las adicciones, y puede indicar tratamiento con medicamentos cuando hace falta.",
    whenToVisit: [
      "La tristeza, la ansiedad o el insomnio te impiden llevar tu vida diaria desde hace semanas.",
      "La psicoterapia no ha sido suficiente y tu psicólogo te recomienda una valoración.",
      "Tienes cambios bruscos de ánimo, de energía o de conducta.",
      "Sospechas que tú o tu hijo tienen TDAH u otro trastorno que afecta la atención o el aprendizaje.",
      "Quieres dejar el alcohol u otras sustancias y necesitas ayuda médica.",
      "Ya tomas un tratamiento psiquiátrico y necesitas seguimiento; no lo suspendas sin indicación médica.",
    ],
    urgentSigns: [
      "Pensamientos o planes de quitarte la vida o de hacerte daño: llama al 911 o a la Línea de la Vida (800 911 2000).",
      "Ver u oír cosas que otros no perciben, ideas de persecución o confusión intensa.",
      "Agitación o conductas que ponen en riesgo a la persona o a quienes la rodean.",
      "Somnolencia extrema, confusión o convulsiones tras consumir alcohol, drogas o un exceso de medicamentos.",
    ],
    firstVisitTips: [
      "Lleva la lista de los medicamentos que tomas o has tomado y cómo te fue con ellos.",
      "Si te sientes con ánimo, pide a una persona de confianza que te acompañe.",
      "Anota tus síntomas, cómo has dormido y cualquier consumo de alcohol u otras sustancias; la consulta es confidencial.",
    ],
  },

  traumatologia: {
    intro:
      "El traumatólogo y ortopedista atiende lesiones y enfermedades de huesos, articulaciones, músculos, tendones y ligamentos, como fracturas, esguinces, dolor de rodilla, de hombro o de columna.",
    whenToVisit: [
      "Tienes dolor de rodilla, hombro, cadera o espalda que no mejora en unas semanas.",
      "Te lesionaste haciendo deporte y sientes dolor, inestabilidad o limitación al moverte.",
      "Tuviste un esguince que sigue inflamado o se repite con facilidad.",
      "Notas rigidez o crujidos en las articulaciones que limitan tus actividades.",
      "Necesitas seguimiento de una fractura o de una cirugía de huesos o articulaciones.",
    ],
    urgentSigns: [
      "Hueso deformado o expuesto tras un golpe o una caída: no muevas la zona y llama al 911.",
      "Golpe en la cabeza, el cuello o la espalda con dolor intenso, hormigueo o debilidad en brazos o piernas.",
      "Pierna o brazo frío, pálido, muy hinchado o sin sensibilidad después de una lesión.",
      "Articulación roja, caliente y muy dolorosa acompañada de fiebre.",
    ],
    firstVisitTips: [
      "Usa ropa cómoda que permita descubrir y mover la zona afectada.",
      "Lleva radiografías, resonancias u otros estudios previos, de preferencia con su interpretación.",
      "Explica cómo ocurrió la lesión y qué movimientos te causan dolor.",
    ],
  },

  oftalmologia: {
    intro:
      "El oftalmólogo es el médico especialista en los ojos: revisa la vista y diagnostica y trata enfermedades como la catarata, el glaucoma, las infecciones oculares y los daños en la retina.",
    whenToVisit: [
      "Ves borroso de lejos o de cerca, o tus lentes ya no te funcionan bien.",
      "Tienes ojo rojo, comezón, lagrimeo o sensación de arena que no mejoran.",
      "Tienes diabetes o presión alta: conviene revisar la retina periódicamente.",
      "Tienes más de 40 años o antecedentes familiares de glaucoma.",
      "Ves halos alrededor de las luces o te deslumbras con facilidad al manejar de noche.",
    ],
    urgentSigns: [
      "Pérdida repentina de la visión, total o parcial, en uno o ambos ojos.",
      "Destellos de luz, muchas manchas flotantes nuevas o una sombra como cortina en el campo visual.",
      "Dolor intenso en el ojo con enrojecimiento, visión borrosa, dolor de cabeza o náuseas.",
      "Golpe en el ojo, objeto clavado o salpicadura de químicos: enjuaga con agua abundante y acude a urgencias.",
    ],
    firstVisitTips: [
      "Lleva tus lentes o lentes de contacto y la graduación más reciente.",
      "Pregunta si te dilatarán las pupilas; si es así, ve acompañado o no manejes al salir.",
      "Comenta si tienes diabetes, presión alta o antecedentes familiares de enfermedades de los ojos.",
    ],
  },

  neurologia: {
    intro:
      "El neurólogo diagnostica y trata las enfermedades del cerebro, la médula espinal y los nervios, como la migraña, la epilepsia, el Parkinson, las secuelas de un infarto cerebral o los problemas de memoria.",
    whenToVisit: [
      "Tienes dolores de cabeza frecuentes o distintos a los habituales.",
      "Presentas mareos o vértigo que se repiten.",
      "Sientes hormigueo, adormecimiento o debilidad en manos o pies.",
      "Has tenido convulsiones o episodios de desconexión.",
      "Notas temblor, lentitud al moverte o problemas de equilibrio.",
      "Tú o un familiar tienen olvidos que afectan la vida diaria.",
    ],
    urgentSigns: [
      "Debilidad o adormecimiento repentino de un lado del cuerpo, cara desviada o dificultad para hablar: llama al 911, cada minuto cuenta.",
      "Dolor de cabeza súbito y muy intenso, el peor de tu vida, o acompañado de fiebre y rigidez de cuello.",
      "Una convulsión que dura más de 5 minutos o convulsiones seguidas sin recuperar la conciencia.",
      "Pérdida repentina de la visión, confusión o dificultad para caminar.",
    ],
    firstVisitTips: [
      "Lleva un diario de tus síntomas: cuándo aparecen, cuánto duran y qué estabas haciendo.",
      "Si tuviste convulsiones o desmayos, pide a un testigo que te acompañe o que describa lo ocurrido.",
      "Lleva tomografías, resonancias o electroencefalogramas previos y la lista de tus medicamentos.",
    ],
  },

  endocrinologia: {
    intro:
      "El endocrinólogo atiende los trastornos de las hormonas y del metabolismo, como la diabetes, las enfermedades de la tiroides, la obesidad, la osteoporosis y los problemas de crecimiento o de las glándulas suprarrenales.",
    whenToVisit: [
      "Tienes diabetes o prediabetes y necesitas ayuda para controlar tu glucosa.",
      "Te encontraron alteraciones en la tiroides o notas un bulto en el cuello.",
      "Subes o bajas de peso sin explicación, o tienes cansancio, caída del cabello o intolerancia al frío o al calor.",
      "Tienes menstruaciones irregulares, exceso de vello o acné que podrían tener un origen hormonal.",
      "Te diagnosticaron osteoporosis o tuviste fracturas con golpes leves.",
    ],
    urgentSigns: [
      "Confusión, sudor frío, temblor o desmayo en una persona con diabetes: puede ser una baja de azúcar; llama al 911 si no mejora rápido o pierde el conocimiento.",
      "Mucha sed, orinar en exceso, vómito, respiración agitada o aliento con olor a fruta en una persona con diabetes.",
      "Palpitaciones muy rápidas con fiebre, agitación o confusión en alguien con problemas de tiroides.",
    ],
    firstVisitTips: [
      "Lleva tus análisis de sangre recientes, como glucosa, hemoglobina glucosilada o perfil tiroideo.",
      "Si mides tu glucosa en casa, lleva tu registro o tu glucómetro.",
      "Pregunta al consultorio si debes ir en ayunas por si te piden estudios ese día.",
    ],
  },

  gastroenterologia: {
    intro:
      "El gastroenterólogo atiende las enfermedades del aparato digestivo: esófago, estómago, intestinos, hígado, vesícula y páncreas, como el reflujo, la gastritis, el colon irritable o el hígado graso, y realiza estudios como la endoscopia y la colonoscopia.",
    whenToVisit: [
      "Tienes agruras, reflujo o dolor de estómago frecuentes.",
      "Presentas diarrea, estreñimiento o inflamación abdominal que duran semanas.",
      "Te dijeron que tienes hígado graso o alteraciones en las pruebas del hígado.",
      "Tienes dificultad o dolor para tragar.",
      "Tienes 45 años o más, o antecedentes familiares de cáncer de colon, y quieres saber si te corresponde una colonoscopia de detección.",
    ],
    urgentSigns: [
      "Vómito con sangre o con aspecto de posos de café, o evacuaciones negras o con sangre abundante.",
      "Dolor abdominal intenso y repentino, con el abdomen duro o con fiebre.",
      "Piel u ojos amarillos acompañados de fiebre, confusión o dolor intenso.",
      "Vómito persistente que no te permite beber líquidos. Ante estos signos acude a urgencias o llama al 911.",
    ],
    firstVisitTips: [
      "Anota qué comes y cuándo aparecen los síntomas durante algunos días.",
      "Lleva los estudios previos: ultrasonidos, análisis de laboratorio o reportes de endoscopia.",
      "Comenta si has bajado de peso sin querer o si hay enfermedades digestivas en tu familia.",
    ],
  },

  urologia: {
    intro:
      "El urólogo trata las enfermedades de las vías urinarias en hombres y mujeres (riñones, vejiga y uretra) y del aparato reproductor masculino, como los problemas de próstata, las piedras en el riñón o la disfunción eréctil.",
    whenToVisit: [
      "Orinas con mucha frecuencia, con chorro débil o te levantas varias veces en la noche.",
      "Tienes infecciones urinarias que se repiten.",
      "Se te escapa la orina al toser, reír o hacer esfuerzo.",
      "Tienes más de 45 o 50 años y quieres saber si te corresponde una revisión de próstata.",
      "Presentas disfunción eréctil o quieres información sobre la vasectomía.",
    ],
    urgentSigns: [
      "Dolor intenso en la espalda baja o el costado que baja hacia la ingle, con vómito o fiebre.",
      "No puedes orinar aunque tengas la vejiga llena.",
      "Dolor testicular repentino e intenso o hinchazón del escroto: acude a urgencias de inmediato.",
      "Sangre abundante en la orina o con coágulos.",
    ],
    firstVisitTips: [
      "Anota cuántas veces orinas al día y en la noche, y si tienes molestias.",
      "Lleva tus análisis de orina, antígeno prostático o ultrasonidos previos.",
      "Pregunta al consultorio si debes llegar con la vejiga llena por si te hacen un estudio.",
    ],
  },

  otorrinolaringologia: {
    intro:
      "El otorrinolaringólogo atiende los problemas de oído, nariz, senos paranasales, garganta y cuello, como la sinusitis, la pérdida de audición, las infecciones de amígdalas, los ronquidos y la ronquera.",
    whenToVisit: [
      "Tienes dolor de oído, zumbido o notas que escuchas menos.",
      "Tienes congestión nasal, sinusitis o escurrimiento nasal que se repiten.",
      "Presentas dolor de garganta o amigdalitis con frecuencia.",
      "Roncas fuerte o alguien nota que dejas de respirar mientras duermes.",
      "Tienes ronquera que dura más de tres semanas.",
      "Sientes mareo o vértigo relacionado con el oído.",
    ],
    urgentSigns: [
      "Dificultad para respirar o para tragar la saliva, o voz apagada con dolor de garganta intenso: llama al 911.",
      "Sangrado por la nariz abundante que no se detiene tras 15 a 20 minutos de presión.",
      "Pérdida repentina de la audición en un oído: acude a valoración el mismo día.",
      "Hinchazón rápida del cuello o la cara con fiebre.",
    ],
    firstVisitTips: [
      "Anota desde cuándo tienes los síntomas y si empeoran en alguna época del año.",
      "Lleva estudios previos como audiometrías o tomografías de senos paranasales.",
      "No te limpies los oídos con hisopos antes de la consulta.",
    ],
  },

  odontologia: {
    intro:
      "El dentista cuida la salud de los dientes, las encías y la boca: previene y trata caries, infecciones y enfermedades de las encías, y orienta sobre limpiezas, ortodoncia, endodoncia o implantes.",
    whenToVisit: [
      "Para tu revisión y limpieza dental periódica, al menos una vez al año.",
      "Tienes dolor de muelas o sensibilidad al frío, al calor o a lo dulce.",
      "Te sangran las encías al cepillarte o tienes mal aliento persistente.",
      "Se te rompió o aflojó un diente, una resina o una corona.",
      "Quieres información sobre ortodoncia, blanqueamiento o reemplazo de dientes perdidos.",
    ],
    urgentSigns: [
      "Hinchazón de la cara, el cuello o debajo de la lengua con fiebre o dificultad para tragar o respirar: acude a urgencias o llama al 911.",
      "Sangrado abundante tras una extracción que no se detiene con presión.",
      "Golpe fuerte en la cara con dientes desplazados o caídos: busca atención dental el mismo día.",
    ],
    firstVisitTips: [
      "Lleva radiografías dentales recientes si las tienes.",
      "Avisa al dentista si tomas medicamentos para la coagulación, tienes diabetes, alguna enfermedad del corazón o estás embarazada.",
      "Pregunta el costo aproximado del tratamiento y las opciones antes de iniciarlo.",
    ],
  },

  nutriologia: {
    intro:
      "El nutriólogo evalúa tu alimentación y tu composición corporal y diseña un plan de alimentación personalizado para bajar o subir de peso, controlar enfermedades como la diabetes o mejorar tus hábitos.",
    whenToVisit: [
      "Quieres bajar de peso de forma segura y sostenible.",
      "Tienes diabetes, colesterol alto, presión alta u otra enfermedad en la que la alimentación es parte del tratamiento.",
      "Estás embarazada, lactando o planeas un embarazo y quieres orientación sobre tu alimentación.",
      "Practicas deporte y buscas mejorar tu rendimiento con tu alimentación.",
      "Tienes dudas sobre la alimentación de tus hijos o sobre una dieta vegetariana.",
    ],
    urgentSigns: [
      "Desmayo, confusión, palpitaciones o dolor en el pecho durante una dieta muy restrictiva o un ayuno prolongado: acude a urgencias o llama al 911.",
      "Pérdida de peso rápida sin explicación, sobre todo con fiebre, sudores nocturnos o cansancio extremo: consulta primero con un médico para descartar una enfermedad.",
      "Dejar de comer, tener atracones o provocarse el vómito: pueden indicar un trastorno de la conducta alimentaria que necesita atención médica y psicológica; si además hay desmayos o debilidad intensa, acude a urgencias.",
    ],
    firstVisitTips: [
      "Anota lo que comes y bebes durante tres días, incluido un día de fin de semana.",
      "Lleva tus análisis de laboratorio recientes y la lista de medicamentos o suplementos que tomas.",
      "Usa ropa ligera, porque es probable que te pesen y tomen medidas.",
    ],
  },
};

/** Guide for the specialties without a specific text, phrased around the practitioner's name. */
export const GENERIC_GUIDE = (specialistName: string): SpecialtyGuide => {
  const specialist = specialistName.toLowerCase();
  return {
    intro: `Un ${specialist} es el especialista que diagnostica y trata las enfermedades de su área. Si tienes dudas sobre si es el profesional adecuado para tus síntomas, tu médico general puede orientarte.`,
    whenToVisit: [
      `Tienes síntomas relacionados con el área de un ${specialist} que duran varias semanas o vuelven a aparecer.`,
      `Tu médico general te recomendó la valoración de un ${specialist}.`,
      "Ya tienes un diagnóstico y necesitas seguimiento o una segunda opinión.",
      "Tus resultados de laboratorio o de imagen muestran alteraciones que requieren atención especializada.",
      "Hay antecedentes familiares de enfermedades que conviene vigilar.",
    ],
    urgentSigns: [
      "Dolor en el pecho, falta de aire intensa, desmayo o sangrado abundante: llama al 911.",
      "Debilidad repentina de un lado del cuerpo, cara desviada o dificultad para hablar: llama al 911 de inmediato.",
      "Dolor intenso y repentino, fiebre muy alta o confusión: acude a urgencias sin esperar a una cita.",
    ],
    firstVisitTips: [
      "Haz una lista de tus síntomas, desde cuándo los tienes y qué los mejora o empeora.",
      "Lleva tus estudios previos y la lista de los medicamentos que tomas.",
      "Anota tus dudas para aprovechar al máximo la consulta.",
    ],
  };
};

/** Guide shown on a specialty page: the specific text when there is one, the generic one otherwise. */
export function guideFor(specialtySlug: string): SpecialtyGuide {
  const specific = SPECIALTY_GUIDES[specialtySlug];
  if (specific) return specific;
  const specialty = findSpecialtyBySlug(specialtySlug);
  return GENERIC_GUIDE(specialty?.specialistName ?? "Especialista");
}
